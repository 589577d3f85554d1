import { and, eq, inArray } from 'drizzle-orm';
import { formatTaka, PAYMENT_CURRENCY } from '@motoforge/contract';
import type { Db } from '../../../db/client.js';
import { orders, sslcommerzPayments } from '../../../db/schema.js';
import type { SslcommerzClient, SslcommerzTransaction } from '../../../payments/sslcommerz-client.js';
import type { Tx } from '../../orders/record-order-event.js';
import { applyPayment } from '../apply-payment.js';

type Attempt = typeof sslcommerzPayments.$inferSelect;
type Order = typeof orders.$inferSelect;
export type SslcommerzOutcome = 'paid' | 'held' | 'invalid' | 'unknown';

const taka = (poisha: number) => formatTaka(poisha / 100);

/** What the attempt must have paid: the order's total, or its advance (ADR 063), as the database has it. */
const amountDuePoisha = (attempt: Attempt, order: Order) =>
  attempt.purpose === 'advance' ? order.advancePoisha : order.totalPoisha;

/** Records what the attempt paid: the order, or a risky COD order's advance. */
export const applySslcommerzAttempt = (tx: Tx, attempt: Attempt, bankTranId: string) =>
  applyPayment(tx, attempt.orderId, bankTranId, attempt.purpose === 'advance' ? 'pay-advance' : 'pay');

/** Why a validated transaction does not pay this attempt's order, or null when it does. */
function mismatchOf(attempt: Attempt, orderTotal: number, transaction: SslcommerzTransaction): string | null {
  if (transaction.tranId !== attempt.tranId) {
    return `The gateway validated another payment (tran_id ${transaction.tranId}), not this order's ${attempt.tranId}`;
  }
  if (transaction.currency.toLowerCase() !== PAYMENT_CURRENCY) {
    return `The gateway validated a payment in ${transaction.currency}, not BDT`;
  }
  if (transaction.amountPoisha !== attempt.amountPoisha || attempt.amountPoisha !== orderTotal) {
    return `The gateway validated ${taka(transaction.amountPoisha)}, not the order's ${taka(orderTotal)}`;
  }
  return null;
}

/**
 * What the gateway posted (IPN, or the buyer's return) for our tran_id, believed only once its
 * validation API says so for this very payment: VALID or VALIDATED, our tran_id, BDT, and the
 * order's amount. Then the order is paid, once, with the bank's transaction id as its tnxId; a
 * payment SSLCommerz rates risky (risk_level 1) is held for the admin instead. Anything else
 * changes nothing but the attempt's note for the admin. Safe to run any number of times.
 */
export async function confirmSslcommerzPayment(
  db: Db,
  client: SslcommerzClient,
  { tranId, valId }: { tranId: string; valId: string },
): Promise<SslcommerzOutcome> {
  const [attempt] = await db.select().from(sslcommerzPayments).where(eq(sslcommerzPayments.tranId, tranId)).limit(1);
  if (!attempt) return 'unknown';
  const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
  if (!order) return 'unknown';
  if (attempt.status === 'paid') return 'paid';
  if (attempt.status === 'held' || attempt.status === 'refused') return 'held';

  const note = (status: Attempt['status'], fields: Partial<Attempt>) =>
    db
      .update(sslcommerzPayments)
      .set({ status, ...fields, updatedAt: new Date() })
      .where(
        and(
          eq(sslcommerzPayments.tranId, tranId),
          inArray(sslcommerzPayments.status, ['started', 'invalid', 'failed', 'cancelled', 'unavailable']),
        ),
      );

  const validation = await client.validate(valId);
  if (!validation.isValid) {
    await note('invalid', { valId, problem: `The validation API answered ${validation.status}` });
    return 'invalid';
  }
  const { transaction } = validation;
  const mismatch = mismatchOf(attempt, amountDuePoisha(attempt, order), transaction);
  if (mismatch) {
    await note('invalid', { valId, problem: mismatch });
    return 'invalid';
  }
  const found = { valId, bankTranId: transaction.bankTranId, riskLevel: transaction.riskLevel };
  if (transaction.riskLevel === 1) {
    await note('held', {
      ...found,
      problem: `SSLCommerz rated this payment risky (${transaction.riskTitle || 'risk level 1'}): accept or refuse it`,
    });
    return 'held';
  }
  await db.transaction(async (tx) => {
    await tx
      .update(sslcommerzPayments)
      .set({ status: 'paid', ...found, problem: null, updatedAt: new Date() })
      .where(eq(sslcommerzPayments.tranId, tranId));
    await applySslcommerzAttempt(tx, attempt, transaction.bankTranId);
  });
  return 'paid';
}
