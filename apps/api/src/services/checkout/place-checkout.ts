import { and, asc, countDistinct, eq, inArray, isNull, ne, not, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  messages,
  poishaToTaka,
  ORDER_TOTAL_MAX_POISHA,
  unpaidHoldMaxQuantity,
  type CheckoutInput,
  type PaymentMethodId,
  type SessionUser,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, deliveryAddressLine, findDeliveryPlace } from '@motoforge/contract/bd-geo';
import type { Db } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import { cartLines, orderLines, orders, parts, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../http-error.js';
import { recordOrderEvent } from '../orders/record-order-event.js';
import { problemOf } from '../cart/view-cart.js';
import { cartLinesOf } from '../cart/account-cart.js';
import { getShopSettings } from '../shop-settings/get-shop-settings.js';

export type CheckoutSettings = { paymentMethods: ReadonlySet<PaymentMethodId>; unpaidOrdersMax: number };
type OrderRow = typeof orders.$inferSelect;

const orderWithKey = async (db: Db, userId: string, key: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1)
  )[0];

/**
 * POST /api/checkout: one order of several lines, its stock reserved line by line in one
 * transaction, every amount computed here (DESIGN.md §9). Answers the order and whether this call
 * made it: a retried or double-clicked checkout (the same Idempotency-Key) finds the order the
 * first one made, and changes nothing.
 */
export async function placeCheckout(
  db: Db,
  input: CheckoutInput,
  idempotencyKey: string,
  actor: SessionUser,
  settings: CheckoutSettings,
): Promise<{ order: OrderRow; isNew: boolean }> {
  const earlier = await orderWithKey(db, actor.id, idempotencyKey);
  if (earlier) return { order: earlier, isNew: false };
  if (!settings.paymentMethods.has(input.paymentMethod)) throw badRequest(checkoutMessages.paymentMethodUnavailable);
  const { address } = input;
  if (!findDeliveryPlace(address)) throw badRequest(checkoutMessages.placeInvalid);
  try {
    return await db.transaction(async (tx) => {
      // One account's orders are placed one after the other (placeOrder does the same), so a
      // checkout with the same key that ran alongside has committed by now: its order is the answer.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
      const sameKey = await orderWithKey(tx as unknown as Db, actor.id, idempotencyKey);
      if (sameKey) return { order: sameKey, isNew: false };
      const isFromCart = input.lines === undefined;
      const lines = input.lines ?? (await cartLinesOf(tx as unknown as Db, actor.id));
      if (lines.length === 0) throw badRequest(checkoutMessages.cartEmpty);
      const ids = lines.map((line) => line.partId);
      // Locked in one order (by id), so two checkouts of the same parts cannot deadlock.
      const rows = await tx
        .select()
        .from(parts)
        .where(inArray(parts.id, ids))
        .orderBy(asc(parts.id))
        .for('no key update');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const priced = lines.map(({ partId, quantity }) => {
        const part = byId.get(partId);
        if (!part) throw conflict(messages.partNotFound);
        const problem = problemOf(part, quantity);
        if (problem) throw conflict(problem);
        return { part, quantity };
      });

      const [unpaid] = await tx
        .select({
          orders: countDistinct(orders.id),
          ordered: sql<string[]>`coalesce(array_agg(distinct ${orderLines.partId}::text), '{}')`,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.userId, actor.id), not(orders.paid), ne(orders.state, 'cancelled')));
      const ordered = new Set(unpaid?.ordered ?? []);
      // The spec's answer to a second unpaid order of a part (DESIGN.md §9).
      if (lines.some((line) => ordered.has(line.partId))) throw conflict(messages.orderAlreadyPlaced);
      if ((unpaid?.orders ?? 0) >= settings.unpaidOrdersMax) {
        throw conflict(messages.unpaidOrdersLimit(settings.unpaidOrdersMax));
      }
      for (const { part, quantity } of priced) {
        const most = unpaidHoldMaxQuantity(part);
        if (quantity > most) throw conflict(messages.unpaidHoldTooLarge(most));
      }

      const subtotalPoisha = priced.reduce((sum, { part, quantity }) => sum + part.pricePoisha * quantity, 0);
      // The admin's fees and ceiling as this transaction reads them: a change counts from the
      // next checkout on, on every process (ADR 031).
      const shop = await getShopSettings(tx as unknown as Db);
      const deliveryFeePoisha =
        address.districtId === DHAKA_DISTRICT_ID ? shop.deliveryFeeInsideDhaka : shop.deliveryFeeOutsideDhaka;
      const totalPoisha = subtotalPoisha + deliveryFeePoisha;
      if (totalPoisha > ORDER_TOTAL_MAX_POISHA) throw badRequest(messages.orderTotalTooLarge);
      if (input.paymentMethod === 'cod' && totalPoisha > shop.codMax) {
        throw badRequest(checkoutMessages.codTooLarge(poishaToTaka(shop.codMax)));
      }

      for (const { part, quantity } of priced) {
        const reserved = await tx
          .update(parts)
          .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}` })
          .where(and(eq(parts.id, part.id), isNull(parts.deletedAt), sql`${parts.availableQuantity} >= ${quantity}`))
          .returning({ id: parts.id });
        if (reserved.length === 0) throw conflict(checkoutMessages.partQuantityNow(part.name));
      }
      const [placed] = await tx
        .insert(orders)
        .values({
          userId: actor.id,
          email: actor.email,
          phone: address.phone,
          address: deliveryAddressLine(address),
          paymentMethod: input.paymentMethod,
          subtotalPoisha,
          deliveryFeePoisha,
          totalPoisha,
          deliveryName: address.name,
          divisionId: address.divisionId,
          districtId: address.districtId,
          upazilaId: address.upazilaId,
          street: address.street,
          idempotencyKey,
        })
        .returning();
      if (!placed) throw new Error('insert returned no row');
      await recordOrderEvent(tx, { orderId: placed.id, state: 'placed', actor: { by: 'buyer', userId: actor.id } });
      await tx.insert(orderLines).values(
        priced.map(({ part, quantity }, position) => ({
          // The first line shares its order's id (ADR 023).
          ...(position === 0 ? { id: placed.id } : {}),
          orderId: placed.id,
          position,
          partId: part.id,
          productName: part.name,
          pricePoisha: part.pricePoisha,
          quantity,
        })),
      );
      if (isFromCart) {
        await tx.delete(cartLines).where(and(eq(cartLines.userId, actor.id), inArray(cartLines.partId, ids)));
      }
      return { order: placed, isNew: true };
    });
  } catch (error) {
    // The same key from a checkout running alongside: its order is the answer.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      const other = await orderWithKey(db, actor.id, idempotencyKey);
      if (other) return { order: other, isNew: false };
    }
    throw error;
  }
}
