import { z } from 'zod';
import { pruneVitals } from '../services/vitals/field-vitals.js';
import { defineJob } from './job-definition.js';

/**
 * Once a day, field vitals older than the back office's 28 days are deleted
 * (docs/performance.md#field-vitals), so the table holds four weeks of reports, not the shop's
 * whole life. A run that fails is simply done again the next day.
 */
export const pruneFieldVitalsJob = defineJob({
  queue: 'prune-field-vitals',
  data: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 15 * 60,
  schedule: '17 3 * * *',
  async handle(_data, { db, log }) {
    const deleted = await pruneVitals(db);
    if (deleted > 0) log.info({ deleted }, 'field vitals older than 28 days deleted');
  },
});
