import { z } from 'zod';
import { defineJob } from './job-definition.js';

/**
 * Follows a shipped order's courier until it is delivered (docs/design.md#order-lifecycle). What following means
 * is the courier code's (buildApp's `jobs.followCourierStatus`); a run that throws is retried.
 */
export const followCourierStatusJob = defineJob({
  queue: 'follow-courier-status',
  data: z.object({ orderId: z.string() }),
  retry: { limit: 10, delaySeconds: 60, backoff: true },
  expireInSeconds: 2 * 60,
  async handle({ orderId }, { db, followCourierStatus }) {
    if (!followCourierStatus) throw new Error('No courier is set up to follow order statuses');
    await followCourierStatus(db, { orderId });
  },
});
