import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  codRiskOf,
  isCodRiskHigh,
  COD_RISK_RULES,
  orderLifecycleMessages,
  messages,
  type CodRisk,
  type OrderCodRisk,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { getCodRiskSettings } from '../shop-settings/get-cod-risk-settings.js';
import { isUuid } from '../ids.js';
import { isHeld, type OrderRow } from './transition-order.js';

export type CodRiskAsk = { userId: string; phone: string; totalPoisha: number };

/**
 * A cash-on-delivery order's risk, from the shop's own orders only (docs/orders.md#cod-risk): the
 * phone's earlier COD parcels that came back against those delivered, the orders from that phone
 * or account in the last day, the account's usual delivered total, and the account's age. Each
 * count reads one index (orders_phone_created_at_idx, orders_user_id_idx), so its cost follows
 * that phone's and account's orders, never the whole table. Called inside the placing transaction,
 * before the order is written, so "earlier" never includes the order itself.
 */
export async function codRiskFor(tx: Db | Tx, ask: CodRiskAsk): Promise<CodRisk> {
  const { userId, phone, totalPoisha } = ask;
  const hours = sql.raw(`interval '${COD_RISK_RULES.recentHours} hours'`);
  const [facts] = await tx
    .select({
      refused: sql<number>`(select count(*)::int from ${orders} where ${orders.phone} = ${phone} and ${orders.paymentMethod} = 'cod' and (${orders.refusedAt} is not null or ${orders.state} = 'returned'))`,
      delivered: sql<number>`(select count(*)::int from ${orders} where ${orders.phone} = ${phone} and ${orders.paymentMethod} = 'cod' and ${orders.state} = 'delivered')`,
      recentOrders: sql<number>`(select count(*)::int from (select ${orders.id} from ${orders} where ${orders.phone} = ${phone} and ${orders.createdAt} > now() - ${hours} union select ${orders.id} from ${orders} where ${orders.userId} = ${userId} and ${orders.createdAt} > now() - ${hours}) as recent)`,
      usualPoisha: sql<
        number | null
      >`(select round(avg(${orders.totalPoisha}))::int from ${orders} where ${orders.userId} = ${userId} and ${orders.state} = 'delivered')`,
      accountAgeDays: sql<number>`floor(extract(epoch from now() - ${users.createdAt}) / 86400)::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!facts) throw new Error(`no account ${userId} to score`);
  return codRiskOf({ ...facts, totalPoisha });
}

/**
 * What a new COD order's row keeps of its risk, after the shop's setting has had its say: at or
 * above the threshold, the order is held for the admin, refused so the buyer pays online, or asks
 * its delivery fee in advance online before it is confirmed (ADR 063). An order delivered free has
 * no fee to ask, and a shop without SSLCommerz (taken away after the setting was saved) has no way
 * to take it, so such an order is held instead.
 */
export async function codRiskColumns(tx: Tx, ask: CodRiskAsk & { deliveryFeePoisha: number; canPayAdvance: boolean }) {
  const risk = await codRiskFor(tx, ask);
  const settings = await getCodRiskSettings(tx);
  const isHigh = isCodRiskHigh(risk.score, settings.threshold);
  if (isHigh && settings.action === 'pay-online') throw badRequest(checkoutMessages.codRiskPayOnline);
  const isAdvance =
    isHigh && settings.action === 'advance-delivery-fee' && ask.deliveryFeePoisha > 0 && ask.canPayAdvance;
  return {
    codRiskScore: risk.score,
    codRiskReasons: risk.reasons,
    heldAt: isHigh && !isAdvance ? new Date() : null,
    advancePoisha: isAdvance ? ask.deliveryFeePoisha : 0,
  };
}

/** The order's risk as the admin reads it; null for orders that were not scored. */
export function orderCodRiskOf(
  order: Pick<OrderRow, 'codRiskScore' | 'codRiskReasons' | 'heldAt' | 'holdReleasedAt'>,
): OrderCodRisk | null {
  if (order.codRiskScore === null) return null;
  return {
    score: order.codRiskScore,
    reasons: order.codRiskReasons,
    isHeld: isHeld(order),
    releasedAt: order.holdReleasedAt?.toISOString() ?? null,
  };
}

/**
 * The admin lets a held order go on to packing. One conditional UPDATE: of two admins releasing
 * it at once, one does and the other is told it is not held.
 */
export async function releaseHold(db: Db, orderId: string, adminId: string): Promise<void> {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  const released = await db
    .update(orders)
    .set({ holdReleasedAt: sql`now()`, holdReleasedBy: adminId })
    .where(and(eq(orders.id, orderId), isNotNull(orders.heldAt), isNull(orders.holdReleasedAt)))
    .returning({ id: orders.id });
  if (released.length > 0) return;
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  throw exists ? conflict(orderLifecycleMessages.notHeld) : notFound(messages.orderNotFound);
}
