import type { Catalogue } from '@/lib/i18n';
import { bn as offlineFeature } from '@/features/offline/bn/offline';
import { bn as lib } from '@/lib/bn/offline';

/**
 * The offline page and the new version's notice, in Bangla: one chunk, fetched with the first page
 * that shows it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the
 * component.
 */
export const offline: Catalogue = { ...offlineFeature, ...lib };
