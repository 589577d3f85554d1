import { authRequest } from './auth-request';

/** POST /api/auth/sign-out: ends the session on the server, which also revokes its bearer token. */
export const signOutSession = () => authRequest('/sign-out', { body: {} });
