import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  checkoutMessages,
  isAdvanceDue,
  messages,
  orderLifecycleMessages,
  type SessionUser,
} from '@motoforge/contract';
import { DISTRICTS } from '@motoforge/contract/bd-geo';
import type { Db } from '../../../db/client.js';
import { orderLines, sslcommerzPayments } from '../../../db/schema.js';
import { conflict, HttpError } from '../../../http-error.js';
import { type SslcommerzClient } from '../../../payments/sslcommerz-client.js';
import { getOwnOrder } from '../../orders/get-order-for-actor.js';
import { isProviderError } from '../../../provider-error.js';

/** Where the gateway sends the buyer back and posts its IPN: the shop's public address. */
export type SslcommerzCallbacks = { apiBaseUrl: string };

/** "MF" and 24 hex digits: unique per attempt, within SSLCommerz's 30 characters. */
const newTranId = () => `MF${randomBytes(12).toString('hex')}`;

/**
 * Opens an SSLCommerz session for one of the buyer's own unpaid orders, for its total as the
 * database has it (or, for a risky COD order, its advance: ADR 063), and answers the hosted page's
 * address. Each attempt has its own tran_id and says what it pays; a gateway that does not answer
 * leaves the order unpaid, its stock held, payable later (503).
 */
export async function startSslcommerzPayment(
  db: Db,
  client: SslcommerzClient,
  orderId: string,
  actor: SessionUser,
  { apiBaseUrl }: SslcommerzCallbacks,
): Promise<string> {
  const order = await getOwnOrder(db, orderId, actor);
  if (order.paid) throw conflict(messages.orderAlreadyPaid);
  if (order.state === 'cancelled') throw conflict(orderLifecycleMessages.orderCancelled);
  const purpose = isAdvanceDue(order) ? ('advance' as const) : ('order' as const);
  const isPayable = purpose === 'advance' || (order.paymentMethod === 'sslcommerz' && order.state === 'placed');
  if (!isPayable) throw conflict(checkoutMessages.notPaidOnline);
  const amountPoisha = purpose === 'advance' ? order.advancePoisha : order.totalPoisha;
  const lines = await db
    .select({ productName: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const tranId = newTranId();
  await db.insert(sslcommerzPayments).values({ tranId, orderId: order.id, amountPoisha, purpose });
  const city = DISTRICTS.find(([id]) => id === order.districtId)?.[2] ?? 'Dhaka';
  const name = order.deliveryName ?? actor.displayName;
  const callback = (path: string) => `${apiBaseUrl}/api/payments/sslcommerz/${path}`;
  try {
    const session = await client.createSession({
      tranId,
      amountPoisha,
      successUrl: callback('success'),
      failUrl: callback('fail'),
      cancelUrl: callback('cancel'),
      ipnUrl: callback('ipn'),
      // Bangladesh's places carry no postcodes in our data; the gateway only records it.
      customer: { name, email: order.email, phone: order.phone, address: order.address, city, postcode: '0000' },
      shipping: { name, address: order.address, city, postcode: '0000', numberOfItems: lines.length },
      productName: lines
        .map((line) => `${line.productName} × ${line.quantity}`)
        .join(', ')
        .slice(0, 255),
      productCategory: 'Motorbike parts',
      reference: order.id,
    });
    await db
      .update(sslcommerzPayments)
      .set({ sessionKey: session.sessionKey, updatedAt: new Date() })
      .where(eq(sslcommerzPayments.tranId, tranId));
    return session.gatewayPageUrl;
  } catch (error) {
    if (!isProviderError(error, 'sslcommerz')) throw error;
    await db
      .update(sslcommerzPayments)
      .set({ status: 'unavailable', problem: error.message, updatedAt: new Date() })
      .where(eq(sslcommerzPayments.tranId, tranId));
    throw new HttpError(503, checkoutMessages.onlinePaymentUnavailable);
  }
}
