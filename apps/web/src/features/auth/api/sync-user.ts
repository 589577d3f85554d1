import type { SyncUserInput, SyncUserResponse } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/user/{email}: with the session cookie; saves the display name and answers the API token. */
export const syncUser = (input: SyncUserInput) =>
  apiRequest<SyncUserResponse>(`/user/${encodeURIComponent(input.email)}`, { method: 'PUT', body: input });
