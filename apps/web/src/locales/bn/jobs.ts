import type { Catalogue } from '@/lib/i18n';
import { bn as jobsFeature } from '@/features/jobs/bn/jobs';

/**
 * The admin's view of the durable jobs, in Bangla: one chunk, fetched with the first page that
 * shows it (./areas.ts). Each component's Bangla is in its feature's bn/ folder, beside the
 * component.
 */
export const jobs: Catalogue = { ...jobsFeature };
