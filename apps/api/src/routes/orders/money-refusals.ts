import { errorResponseSchema } from '@motoforge/contract';

/**
 * The refusals of a call that may move an order's money, for the OpenAPI document: the usual
 * 400–409, and 502 or 503 when a payment provider refuses a refund or does not answer.
 */
export const moneyRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
