import type { SignInInput } from '@motoforge/contract';
import { z } from 'zod';
import { authRequest } from './auth-request';

/** POST /api/auth/sign-in/email: starts a cookie session. */
export const signInEmail = (input: SignInInput) => authRequest('/sign-in/email', z.unknown(), { body: input });
