import type { PasswordResetSmsConfirm } from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

type Done = { status?: boolean; message?: string };
const isDone = (answer: unknown): answer is Done => isRecord(answer);

/** POST /api/auth/request-password-reset: a link to `redirectTo` (the reset page) by e-mail. */
export const requestResetEmail = (email: string, redirectTo: string) =>
  apiRequest('/auth/request-password-reset', { method: 'POST', body: { email, redirectTo }, isExpected: isDone });

/** POST /api/auth/reset-password: the new password with the link's token. */
export const resetPassword = (token: string, newPassword: string) =>
  apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword }, isExpected: isDone });

/** POST /api/password-reset/sms: a code to the phone an account confirmed. */
export const requestResetSms = (phone: string) =>
  apiRequest<{ message: string }>('/password-reset/sms', { method: 'POST', body: { phone } });

/** POST /api/password-reset/sms/confirm. */
export const confirmResetSms = (input: PasswordResetSmsConfirm) =>
  apiRequest<{ message: string }>('/password-reset/sms/confirm', { method: 'POST', body: input });

/** POST /api/auth/send-verification-email: a new link to the account's address. */
export const sendVerificationEmail = (email: string, callbackURL: string) =>
  apiRequest('/auth/send-verification-email', { method: 'POST', body: { email, callbackURL }, isExpected: isDone });

/** POST /api/auth/change-email: a link to the new address, which becomes the account's when opened. */
export const changeEmail = (newEmail: string, callbackURL: string) =>
  apiRequest('/auth/change-email', { method: 'POST', body: { newEmail, callbackURL }, isExpected: isDone });

/** POST /api/auth/change-password, with the current password. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    isExpected: isDone,
  });

/** POST /api/auth/update-user: the account's name. */
export const changeName = (name: string) =>
  apiRequest('/auth/update-user', { method: 'POST', body: { name }, isExpected: isDone });

export type AccountFacts = { name: string; email: string; emailVerified: boolean };

function isAccountAnswer(answer: unknown): answer is { user: AccountFacts } | null {
  if (answer === null) return true;
  if (!isRecord(answer) || !isRecord(answer.user)) return false;
  const { name, email, emailVerified } = answer.user;
  return typeof name === 'string' && typeof email === 'string' && typeof emailVerified === 'boolean';
}

/** The signed-in account's name, address and whether that address is verified (better-auth's session). */
export const getAccountFacts = async (): Promise<AccountFacts | null> =>
  (await apiRequest('/auth/get-session', { isExpected: isAccountAnswer }))?.user ?? null;
