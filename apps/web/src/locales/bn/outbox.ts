import type { Catalogue } from '@/lib/i18n';
import { bn as outboxFeature } from '@/features/outbox/bn/outbox';

/**
 * The admin's outbox of SMS and e-mail, in Bangla: one chunk, fetched with the first page that
 * shows it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the
 * component.
 */
export const outbox: Catalogue = { ...outboxFeature };
