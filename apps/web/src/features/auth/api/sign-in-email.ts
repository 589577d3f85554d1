import type { SignInInput } from '@motoforge/contract';
import { authRequest } from './auth-request';

/** POST /api/auth/sign-in/email: starts a cookie session. */
export const signInEmail = (input: SignInInput) => authRequest('/sign-in/email', { body: input });
