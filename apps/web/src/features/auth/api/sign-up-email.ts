import type { SignUpInput } from '@motoforge/contract';
import { z } from 'zod';
import { authRequest } from './auth-request';

const signUpResponseSchema = z.object({ user: z.object({ email: z.string() }).nullish() });

/** POST /api/auth/sign-up/email: creates the account and signs it in. */
export const signUpEmail = (input: SignUpInput) => authRequest('/sign-up/email', signUpResponseSchema, { body: input });
