import type { SignInInput } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/sign-in/email: starts a cookie session. */
export const signInEmail = (input: SignInInput) => apiRequest('/auth/sign-in/email', { method: 'POST', body: input });
