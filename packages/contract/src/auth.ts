import { z } from 'zod';
import { OWN_IMAGE_PATTERN } from './part-input.js';
import { emailSchema, nameText } from './common.js';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './constants.js';
import { LANGUAGES } from './language.js';
import { authMessages, messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';

const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = lazySchema(() =>
  z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong(PASSWORD_MAX_LENGTH)),
);

export const signInInputSchema = lazySchema(() => z.object({ email: emailSchema, password: passwordSchema }));
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = lazySchema(() =>
  z.object({
    name: nameText(messages.nameRequired, TEXT_LIMITS.name),
    email: emailSchema,
    password: passwordSchema,
  }),
);
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/**
 * An account's picture: one the shop serves itself, like a product's photo. The web never sets
 * one, and the page's Content-Security-Policy would block a picture from any other host.
 */
export const userImageSchema = lazySchema(() =>
  z
    .string({ error: authMessages.pictureRefused })
    .max(TEXT_LIMITS.url, authMessages.pictureRefused)
    .regex(OWN_IMAGE_PATTERN, authMessages.pictureRefused),
);

/** What better-auth's sign-up takes: the form's fields, and a picture only by the rule above. */
export const accountSignUpInputSchema = lazySchema(() =>
  signUpInputSchema.extend({ image: userImageSchema.nullish() }),
);

/** better-auth's update-user (the server's own calls only): the sign-up rules for what it changes. */
export const accountUpdateInputSchema = lazySchema(() =>
  z.object({
    name: signUpInputSchema.shape.name.optional(),
    image: userImageSchema.nullish(),
  }),
);

/** PUT /api/user/{email}: the SPA tells the server who signed in; the server believes only the session. */
export const syncUserInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    displayName: signUpInputSchema.shape.name.optional(),
    /** The language of the pages the rider reads: what the shop's SMS and e-mail are written in. */
    language: z.enum(LANGUAGES).optional(),
  }),
);
export type SyncUserInput = z.infer<typeof syncUserInputSchema>;
export const emailParamsSchema = lazySchema(() =>
  z.object({
    email: z.string({ error: messages.emailInvalid }).max(TEXT_LIMITS.email, messages.emailInvalid),
  }),
);

export const sessionUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(['admin', 'user']),
    img: z.string().nullable(),
  }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const syncUserResponseSchema = lazySchema(() => z.object({ token: z.string(), user: sessionUserSchema }));
export type SyncUserResponse = z.infer<typeof syncUserResponseSchema>;

export const adminCheckResponseSchema = lazySchema(() => z.object({ admin: z.boolean() }));
