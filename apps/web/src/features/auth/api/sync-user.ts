import { syncUserResponseSchema, type SyncUserInput } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/user/{email}: with the session cookie; saves the display name and answers the API token. */
export const syncUser = (input: SyncUserInput) =>
  apiRequest(`/user/${encodeURIComponent(input.email)}`, syncUserResponseSchema, { method: 'PUT', body: input });
