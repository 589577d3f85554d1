import { z } from 'zod';
import { emailSchema, requiredText } from './common.js';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './constants.js';
import { messages } from './messages.js';

const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.tooLong(PASSWORD_MAX_LENGTH));

export const signInInputSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  name: requiredText(messages.nameRequired, TEXT_LIMITS.name),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** PUT /api/user/{email}: the SPA tells the server who signed in; the server believes only the session. */
export const syncUserInputSchema = z.object({
  email: emailSchema,
  displayName: requiredText(messages.nameRequired, TEXT_LIMITS.name).optional(),
});
export type SyncUserInput = z.infer<typeof syncUserInputSchema>;
export const emailParamsSchema = z.object({ email: z.string().max(TEXT_LIMITS.email) });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['admin', 'user']),
  img: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const syncUserResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type SyncUserResponse = z.infer<typeof syncUserResponseSchema>;

export const adminCheckResponseSchema = z.object({ admin: z.boolean() });
