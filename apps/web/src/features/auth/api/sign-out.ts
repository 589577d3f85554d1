import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/sign-out: ends the session on the server, which also revokes its bearer token. */
export const signOutSession = () => apiRequest('/auth/sign-out', { method: 'POST', body: {} });
