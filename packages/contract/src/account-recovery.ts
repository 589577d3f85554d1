import { z } from 'zod';
import { passwordSchema, signUpInputSchema } from './auth.js';
import { emailSchema } from './common.js';
import { messages } from './messages.js';
import { bangladeshiMobileSchema, phoneCodeInputSchema } from './checkout.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/** What the account pages and "Forgot password?" say besides better-auth's own refusals. */
export const accountMessages = messageTable('account', {
  resetLinkSent: 'If an account has this e-mail, a link to choose a new password is on its way.',
  /** The same, on a shop that sends no e-mail (no SMTP_URL): the letter waits in the admin's outbox. */
  resetLinkInOutbox:
    "This shop sends no e-mail yet: if an account has this e-mail, the link to choose a new password is in the admin's outbox, at /dashboard/outbox.",
  resetCodeSent: 'If an account has confirmed this phone, a code is on its way by SMS.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  passwordChanged: 'Your password has been changed.',
  passwordsDiffer: 'The two passwords are not the same',
  verificationSent: 'We sent you an e-mail with a link. Open it to verify your address.',
  emailChangeSent: 'We sent a link to the new address. Your e-mail changes when you open it.',
  emailVerified: 'Your e-mail address is verified.',
  emailVerifyFailed: 'This link is not valid any more. Ask for a new one from your profile.',
  resetLinkFailed: 'This link is not valid any more. Ask for a new one.',
  nameChanged: 'Your name has been changed.',
});

/** POST /api/password-reset/sms: a code to the phone an account confirmed. */
export const passwordResetSmsRequestSchema = lazySchema(() => z.object({ phone: bangladeshiMobileSchema }));
export type PasswordResetSmsRequest = z.infer<typeof passwordResetSmsRequestSchema>;

/** POST /api/password-reset/sms/confirm: the code from that SMS and the new password. */
export const passwordResetSmsConfirmSchema = lazySchema(() =>
  z.object({
    phone: bangladeshiMobileSchema,
    code: phoneCodeInputSchema.shape.code,
    password: passwordSchema,
  }),
);
export type PasswordResetSmsConfirm = z.infer<typeof passwordResetSmsConfirmSchema>;

export const passwordResetSmsAnswerSchema = lazySchema(() => z.object({ message: z.string() }));

/** A new password, typed twice: the reset pages and the profile's password change. */
const newPasswordFields = {
  password: passwordSchema,
  confirm: lazySchema(() => z.string()),
};
const samePasswords = (input: { password: string; confirm: string }) => input.password === input.confirm;
const differ = { path: ['confirm'], message: accountMessages.passwordsDiffer };

export const resetByEmailFormSchema = lazySchema(() => z.object({ email: emailSchema }));
export const newPasswordFormSchema = lazySchema(() => z.object(newPasswordFields).refine(samePasswords, differ));
export const resetBySmsFormSchema = lazySchema(() =>
  z.object({ code: phoneCodeInputSchema.shape.code, ...newPasswordFields }).refine(samePasswords, differ),
);
export const changePasswordFormSchema = lazySchema(() =>
  z
    .object({ currentPassword: z.string().min(1, messages.passwordRequired), ...newPasswordFields })
    .refine(samePasswords, differ),
);
export const changeEmailFormSchema = lazySchema(() => z.object({ newEmail: emailSchema }));
export const changeNameFormSchema = lazySchema(() => z.object({ name: signUpInputSchema.shape.name }));
