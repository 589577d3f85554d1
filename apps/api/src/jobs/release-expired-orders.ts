import { z } from 'zod';
import { releaseExpiredOrders } from '../services/orders/release-expired-orders.js';
import { defineJob } from './job-definition.js';

/**
 * Every minute, unpaid orders past their hold give their stock back (docs/product.md#orders). pg-boss sends
 * it once a minute across every process sharing the database; an order that fails to release is
 * logged and tried again at the next run, so the run itself is not retried.
 */
export const releaseExpiredOrdersJob = defineJob({
  queue: 'release-expired-orders',
  data: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 5 * 60,
  schedule: '* * * * *',
  async handle(_data, { db, payments, log, onStockReturned }) {
    const tally = await releaseExpiredOrders(db, payments, {
      onError: (orderId, error) => log.error({ err: error, orderId }, 'an unpaid order past its hold was not released'),
    });
    if (tally.released > 0) onStockReturned();
    if (tally.released + tally.paid > 0) log.info(tally, 'unpaid orders past their hold released');
  },
});
