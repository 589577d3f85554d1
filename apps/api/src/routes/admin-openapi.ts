import { errorResponseSchema } from '@motoforge/contract';

/**
 * The refusals every admin call may answer, and its bearer security, for the OpenAPI document.
 * Admin calls live with their domain's routes, each guarded by `onRequest: app.requireAdmin`.
 */
export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
export const adminSecurity = [{ bearer: [] }];
