import { adminCheckResponseSchema } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/{email} (bearer): whether the account is an admin, decided by the server. */
export const checkAdmin = (email: string) =>
  apiRequest(`/admin/${encodeURIComponent(email)}`, adminCheckResponseSchema, { isAuthenticated: true });
