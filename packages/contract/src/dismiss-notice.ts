import { z } from 'zod';
import { NOTICES } from './dismissals.js';
import { TEXT_LIMITS } from './constants.js';
import { lazySchema } from './lazy-schema.js';

/**
 * POST /api/dismissals, the form of a notice's close button: which notice, and the page (path and
 * query) to go back to. Apart from dismissals.ts, which the web app loads on every page without zod.
 */
export const dismissNoticeInputSchema = lazySchema(() =>
  z.object({
    notice: z.enum(NOTICES),
    back: z.string().max(TEXT_LIMITS.url),
  }),
);
export type DismissNoticeInput = z.infer<typeof dismissNoticeInputSchema>;
