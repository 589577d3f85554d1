import type { SignUpInput } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

/** Whether the sign-up made a user; the caller reads nothing else of the answer. */
const isSignUpAnswer = (answer: unknown): answer is { user?: object | null } =>
  isRecord(answer) && (answer.user === undefined || answer.user === null || isRecord(answer.user));

/** POST /api/auth/sign-up/email: creates the account and signs it in. */
export const signUpEmail = (input: SignUpInput) =>
  apiRequest('/auth/sign-up/email', { method: 'POST', body: input, isExpected: isSignUpAnswer });
