import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payments/provider.js';
import { releaseExpiredOrders } from '../services/orders/release-expired-orders.js';

/** How often each server process looks for unpaid orders whose hold has ended. */
export const ORDER_RELEASE_INTERVAL_MS = 60_000;

/**
 * Every minute, unpaid orders past their hold give their stock back (releaseExpiredOrders). Every
 * process runs it; the releases are conditional, so processes sharing one database never release an
 * order twice. Closing the app waits for a run in progress, so it never outlives the database.
 */
export default async function orderRelease(
  app: FastifyInstance,
  {
    payments,
    onStockReturned,
    intervalMs = ORDER_RELEASE_INTERVAL_MS,
  }: {
    payments: PaymentProvider;
    /** Stock went back on sale: this process's catalogue copy is out of date (others hear a NOTIFY). */
    onStockReturned: () => void;
    intervalMs?: number;
  },
) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= releaseExpiredOrders(app.db, payments, {
      onError: (orderId, error) =>
        app.log.error({ err: error, orderId }, 'an unpaid order past its hold was not released'),
    })
      .then(
        (tally) => {
          if (tally.released > 0) onStockReturned();
          if (tally.released + tally.paid > 0) app.log.info(tally, 'unpaid orders past their hold released');
        },
        (error: unknown) => app.log.error({ err: error }, 'looking for unpaid orders past their hold failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
