import type { adminCheckResponseSchema } from '@motoforge/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/{email} (bearer): whether the account is an admin, decided by the server. */
export const checkAdmin = (email: string) =>
  apiRequest<z.infer<typeof adminCheckResponseSchema>>(`/admin/${encodeURIComponent(email)}`, {
    isAuthenticated: true,
  });
