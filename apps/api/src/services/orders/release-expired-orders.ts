import { and, asc, eq, exists, lte, not, or } from 'drizzle-orm';
import { COD_CONFIRM_MINUTES, UNPAID_ORDER_HOLD_HOURS } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, sslcommerzPayments } from '../../db/schema.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { releaseUnpaidOrder } from './release-unpaid-order.js';

/** Orders released per call; the next call takes the rest. */
const BATCH = 100;
const HOUR_MS = 3_600_000;

export type ReleaseTally = { released: number; paid: number; failed: number };

/**
 * Releases the unpaid orders whose hold (UNPAID_ORDER_HOLD_HOURS; for a cash-on-delivery order
 * whose phone is not confirmed and that asks no advance, COD_CONFIRM_MINUTES) has ended by `now`: their payment
 * is cancelled and their stock goes back on sale, so an abandoned order, or one placed only to keep
 * a part from others, cannot hold stock for good. Safe to run in several processes at once. One
 * order that cannot be released (the payment provider unreachable) does not hold up the others.
 */
export async function releaseExpiredOrders(
  db: Db,
  provider: PaymentProvider,
  { now = new Date(), onError }: { now?: Date; onError?: (orderId: string, error: unknown) => void } = {},
): Promise<ReleaseTally> {
  const placedBy = new Date(now.getTime() - UNPAID_ORDER_HOLD_HOURS * HOUR_MS);
  const codPlacedBy = new Date(now.getTime() - COD_CONFIRM_MINUTES * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    // `not paid`, as the partial index on unpaid orders' age is written, so it can be used.
    // A cash-on-delivery order waits COD_CONFIRM_MINUTES for its phone code; once confirmed it
    // is kept unpaid until the cash is collected. One asking an advance waits for that payment
    // as an online order does (ADR 063).
    .where(
      and(
        not(orders.paid),
        eq(orders.state, 'placed'),
        or(
          lte(orders.createdAt, placedBy),
          and(eq(orders.paymentMethod, 'cod'), eq(orders.advancePoisha, 0), lte(orders.createdAt, codPlacedBy)),
        ),
        // A payment SSLCommerz took but held as risky waits for the admin, not for the clock.
        not(
          exists(
            db
              .select({ held: sslcommerzPayments.tranId })
              .from(sslcommerzPayments)
              .where(and(eq(sslcommerzPayments.orderId, orders.id), eq(sslcommerzPayments.status, 'held'))),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const tally: ReleaseTally = { released: 0, paid: 0, failed: 0 };
  for (const { id } of due) {
    try {
      const outcome = await releaseUnpaidOrder(db, provider, id);
      if (outcome !== 'gone') tally[outcome] += 1;
    } catch (error) {
      tally.failed += 1;
      onError?.(id, error);
    }
  }
  return tally;
}
