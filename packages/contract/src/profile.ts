import { z } from 'zod';
import { requiredText } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { messages } from './messages.js';
import { phoneSchema } from './order.js';
import { lazySchema } from './lazy-schema.js';

export const profileInputSchema = lazySchema(() =>
  z.object({
    phone: phoneSchema,
    education: requiredText(messages.educationRequired, TEXT_LIMITS.shortText),
    location: requiredText(messages.locationRequired, TEXT_LIMITS.shortText),
    linkedin: requiredText(messages.linkedinRequired, TEXT_LIMITS.url).pipe(
      z.url({ protocol: /^https?$/, error: messages.linkedinInvalid }),
    ),
    /** Sent by the spec's client; the name is the account's and is changed by the sync call. */
    displayName: z.string().max(TEXT_LIMITS.name).optional(),
  }),
);
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const profileSchema = lazySchema(() =>
  z.object({
    displayName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    education: z.string().nullable(),
    location: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;
