import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ORDER_STATE_IDS, type OrderStateId, poishaToTaka, type Sales, type SalesPeriod } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders, parts } from '../../db/schema.js';
import { shopDateOf, shopDayStart } from './order-filters.js';

/** Orders that stand: confirmed and not undone. Only these count as revenue. */
export const STANDING_STATES: readonly OrderStateId[] = ['confirmed', 'packed', 'shipped', 'delivered'];
const TOP_PARTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Bangladesh's offset from UTC (order-filters.ts's SHOP_DAY_OFFSET). */
const SHOP_OFFSET_MS = 6 * 60 * 60 * 1000;

const shopDay = (at: number) => new Date(at + SHOP_OFFSET_MS).toISOString().slice(0, 10);

/**
 * GET /api/admin/sales: the last `days` shop days (today included) as the sales page shows them.
 * Two queries over the period's orders, through orders_created_at_id_idx: one groups them by day,
 * state and payment method (every figure but the parts comes from it), the other ranks the parts.
 */
export async function getSales(db: Db, days: SalesPeriod, now = new Date()): Promise<Sales> {
  const to = shopDay(now.getTime());
  const from = shopDay(now.getTime() - (days - 1) * DAY_MS);
  const inPeriod = gte(orders.createdAt, shopDayStart(from));
  const date = shopDateOf(orders.createdAt);
  // Ranked by part id alone, and named after the cut: the period's lines are grouped without
  // carrying a name each, and only ten parts are looked up.
  const topParts = db
    .select({
      partId: orderLines.partId,
      quantity: sql<number>`sum(${orderLines.quantity})::int`.as('quantity'),
      revenuePoisha: sql<string>`sum(${orderLines.pricePoisha}::bigint * ${orderLines.quantity})`.as('revenue_poisha'),
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(inPeriod, inArray(orders.state, [...STANDING_STATES])))
    .groupBy(orderLines.partId)
    .orderBy(desc(sql`3`), orderLines.partId)
    .limit(TOP_PARTS)
    .as('top_parts');
  const [groups, rankedParts] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${date}, 'YYYY-MM-DD')`,
        state: orders.state,
        paymentMethod: orders.paymentMethod,
        orders: sql<number>`count(*)::int`,
        revenuePoisha: sql<string>`sum(${orders.totalPoisha})`,
      })
      .from(orders)
      .where(inPeriod)
      .groupBy(date, orders.state, orders.paymentMethod),
    db
      .select({
        partId: topParts.partId,
        productName: parts.name,
        quantity: topParts.quantity,
        revenuePoisha: topParts.revenuePoisha,
      })
      .from(topParts)
      .innerJoin(parts, eq(parts.id, topParts.partId))
      .orderBy(desc(topParts.revenuePoisha), topParts.partId),
  ]);

  const perDay = new Map<string, { revenuePoisha: number; orders: number }>();
  const byState = new Map<OrderStateId, number>();
  const split = { cod: { orders: 0, revenuePoisha: 0 }, online: { orders: 0, revenuePoisha: 0 } };
  for (const group of groups) {
    byState.set(group.state, (byState.get(group.state) ?? 0) + group.orders);
    if (!STANDING_STATES.includes(group.state)) continue;
    const revenuePoisha = Number(group.revenuePoisha);
    const dayTotal = perDay.get(group.day) ?? { revenuePoisha: 0, orders: 0 };
    dayTotal.revenuePoisha += revenuePoisha;
    dayTotal.orders += group.orders;
    perDay.set(group.day, dayTotal);
    const way = group.paymentMethod === 'cod' ? split.cod : split.online;
    way.orders += group.orders;
    way.revenuePoisha += revenuePoisha;
  }
  const revenuePerDay = Array.from({ length: days }, (_, index) => {
    const date = shopDay(Date.parse(`${from}T00:00:00Z`) - SHOP_OFFSET_MS + index * DAY_MS);
    const total = perDay.get(date) ?? { revenuePoisha: 0, orders: 0 };
    return { date, revenue: poishaToTaka(total.revenuePoisha), orders: total.orders };
  });
  return {
    days,
    from,
    to,
    revenuePerDay,
    revenue: poishaToTaka(split.cod.revenuePoisha + split.online.revenuePoisha),
    ordersByState: ORDER_STATE_IDS.map((state) => ({ state, orders: byState.get(state) ?? 0 })),
    topParts: rankedParts.map((part) => ({
      partId: part.partId,
      productName: part.productName,
      quantity: part.quantity,
      revenue: poishaToTaka(Number(part.revenuePoisha)),
    })),
    paymentSplit: {
      cod: { orders: split.cod.orders, revenue: poishaToTaka(split.cod.revenuePoisha) },
      online: { orders: split.online.orders, revenue: poishaToTaka(split.online.revenuePoisha) },
    },
  };
}
