import { and, asc, eq, inArray, isNull, ne, not, sql } from 'drizzle-orm';
import {
  bikeName,
  checkoutMessages,
  groupPriceMessages,
  isCodOverCeiling,
  messages,
  ORDER_TOTAL_MAX_POISHA,
  poishaToTaka,
  unpaidHoldMaxQuantity,
  type CartLineInput,
  type DeliveryAddress,
  type PaymentMethodId,
  type SessionUser,
} from '@motoforge/contract';
import { deliveryAddressLine, deliveryFeeFor, findDeliveryPlace } from '@motoforge/contract/bd-geo';
import type { Db, Tx } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import {
  businessApplications,
  cartLines,
  customerGroups,
  garageBikes,
  orderLines,
  orders,
  parts,
  shopSettings,
  users,
  vehicles,
} from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { cartLinesOf } from '../cart/account-cart.js';
import { orderablePartColumns, problemOf, type OrderablePart } from '../cart/view-cart.js';
import { shopSettingsColumns, shopSettingsOf } from '../shop-settings/get-shop-settings.js';
import { codRiskColumns } from './cod-risk.js';
import {
  approvedApplicationOf,
  priceGroupColumns,
  rulesOfGroup,
  unitPricePoisha,
  type PriceGroup,
} from '../prices/price-rules.js';
import { recordOrderEvent } from './record-order-event.js';
import { fitsBike } from '../catalogue/fitment-status.js';

export type OrderRow = typeof orders.$inferSelect;

/** Which payment methods the shop takes, and how many unpaid orders one account may hold. */
export type PlaceOrderSettings = { paymentMethods: ReadonlySet<PaymentMethodId>; unpaidOrdersMax: number };

/**
 * Where the parcel goes: the checkout's structured address (its district sets the delivery fee),
 * or the spec's purchase call's one line of text, which is charged the outside-Dhaka fee.
 */
export type OrderDelivery =
  { address: DeliveryAddress } | { phone: string; addressText: string; name?: undefined; place?: undefined };

export type PlaceOrderRequest = {
  /** The parts and quantities; undefined: the account's cart, emptied of them once ordered. */
  lines: readonly CartLineInput[] | undefined;
  delivery: OrderDelivery;
  paymentMethod: PaymentMethodId;
  /** A retried or double-clicked checkout with the same key finds the order the first one made. */
  idempotencyKey?: string;
  /**
   * 'booking': the spec's POST /api/booking answers with its own refusals (a missing part is a
   * 404, a quantity out of range the spec's 400); 'checkout' names the part in a 409.
   */
  answers: 'booking' | 'checkout';
  /**
   * An accepted quote (ADR 057): its lines are charged these unit prices (poisha, by part id)
   * instead of the resolver's, with no minimum order value. `claim` moves the quote to accepted by
   * a conditional UPDATE before anything is reserved (so a second accept waits, then is refused),
   * and `record` ties the order to it; both run in the order's transaction.
   */
  quote?: {
    unitPoisha: ReadonlyMap<string, number>;
    claim: (tx: Tx) => Promise<void>;
    record: (tx: Tx, orderId: string) => Promise<void>;
  };
};

const orderWithKey = async (db: Db | Tx, userId: string, key: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1)
  )[0];

/** The line's part, or the refusal its caller expects. */
function checkedLine(part: OrderablePart | undefined, quantity: number, answers: PlaceOrderRequest['answers']) {
  if (!part || (answers === 'booking' && part.deletedAt)) {
    throw answers === 'booking' ? notFound(messages.partNotFound) : conflict(messages.partNotFound);
  }
  const problem = problemOf(part, quantity);
  if (!problem) return { part, quantity };
  if (answers === 'booking' && problem === checkoutMessages.partQuantityNow(part.name)) {
    throw badRequest(messages.quantityOutOfRange);
  }
  throw answers === 'booking' ? badRequest(problem) : conflict(problem);
}

/**
 * The account's unpaid orders, as two columns of the parts' own read: whether this part is in one
 * already, and how many there are, counted up to `max` only (the answer's cost stays the same
 * however many the account holds). Read after the account's row is locked, so they include every
 * order the account placed alongside.
 */
function unpaidHoldsColumns(tx: Tx, actor: SessionUser, max: number) {
  const isUnpaid = and(eq(orders.userId, actor.id), not(orders.paid), ne(orders.state, 'cancelled'));
  const unpaidOfThisPart = tx
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(isUnpaid, eq(orderLines.partId, sql`${sql.identifier('parts')}.${sql.identifier('id')}`)));
  const unpaidUpToMax = tx
    .select({ one: sql`1` })
    .from(orders)
    .where(isUnpaid)
    .limit(max);
  return {
    isHeldUnpaid: sql<boolean>`exists ${unpaidOfThisPart}`,
    unpaidOrders: sql<number>`(select count(*)::int from ${unpaidUpToMax} as held)`,
  };
}

/** Checks the account's unpaid orders: one unpaid order per part, and at most `max` of them. */
function assertUnpaidHoldsAllowed(rows: readonly { isHeldUnpaid: boolean; unpaidOrders: number }[], max: number) {
  // The spec's answer to a second unpaid order of a part comes first.
  if (rows.some((row) => row.isHeldUnpaid)) throw conflict(messages.orderAlreadyPlaced);
  if ((rows[0]?.unpaidOrders ?? 0) >= max) throw conflict(messages.unpaidOrdersLimit(max));
}

type DeliveryFees = { deliveryFeeInsideDhaka: number; deliveryFeeOutsideDhaka: number };
const feesOf = (shop: DeliveryFees) => ({
  insideDhaka: shop.deliveryFeeInsideDhaka,
  outsideDhaka: shop.deliveryFeeOutsideDhaka,
});

/** What the order row says of where it goes, and the fee that costs (in poisha). */
function deliveryColumns(delivery: OrderDelivery, shop: DeliveryFees) {
  if ('address' in delivery) {
    const { address } = delivery;
    return {
      phone: address.phone,
      address: deliveryAddressLine(address),
      deliveryName: address.name,
      divisionId: address.divisionId,
      districtId: address.districtId,
      upazilaId: address.upazilaId,
      street: address.street,
      deliveryFeePoisha: deliveryFeeFor(address.districtId, feesOf(shop)),
    };
  }
  return {
    phone: delivery.phone,
    address: delivery.addressText,
    deliveryFeePoisha: deliveryFeeFor(undefined, feesOf(shop)),
  };
}

type FittedBike = { fitsVehicleId: number; fitsYear: number; fitsBike: string };
type PricedLine = { part: OrderablePart; quantity: number; fitted: FittedBike | null };
type ChargedLine = PricedLine & { unitPoisha: number };

/**
 * Locks the account's row, so that its unpaid orders are counted right under any concurrency, and
 * reads the admin's fees and ceiling as this transaction sees them: a change counts from the next
 * order on, on every process (ADR 031). With them, the account's customer group, if any (ADR 054).
 */
async function lockAccountAndReadShop(tx: Tx, userId: string) {
  const [account] = await tx
    .select({ id: users.id, settings: shopSettingsColumns, group: priceGroupColumns })
    .from(users)
    .leftJoin(shopSettings, sql`true`)
    .leftJoin(businessApplications, approvedApplicationOf(users.id))
    .leftJoin(customerGroups, eq(customerGroups.id, businessApplications.groupId))
    .where(eq(users.id, userId))
    .for('no key update', { of: users });
  return { shop: shopSettingsOf(account?.settings), group: account?.group ?? null };
}

/**
 * The buyer's current bike, read beside each part, and whether the part fits it: the fit
 * guarantee (docs/returns.md#fit-guarantee) keeps that bike on the line when the shop's fitment
 * says so, as the part page said "Fits your …". A later change to the fitment leaves the promise.
 */
const currentBikeColumns = {
  bikeVehicleId: garageBikes.vehicleId,
  bikeYear: garageBikes.year,
  bikeMake: vehicles.make,
  bikeModel: vehicles.model,
  bikeVariant: vehicles.variant,
  fitsBike: sql<boolean>`${fitsBike({ vehicleId: garageBikes.vehicleId, year: garageBikes.year })}`,
};

/** The line's promised bike, or nothing when the buyer has none or the part does not fit it. */
function fittedBikeOf(row: {
  bikeVehicleId: number | null;
  bikeYear: number | null;
  bikeMake: string | null;
  bikeModel: string | null;
  bikeVariant: string | null;
  fitsBike: boolean;
}): FittedBike | null {
  const { bikeVehicleId: vehicleId, bikeYear: year, bikeMake: make, bikeModel: model } = row;
  if (!row.fitsBike || vehicleId === null || year === null || make === null || model === null) return null;
  return {
    fitsVehicleId: vehicleId,
    fitsYear: year,
    fitsBike: bikeName({ make, model, variant: row.bikeVariant ?? '', year }),
  };
}

/**
 * Each line checked against its part as it is now, the parts' rows locked in id order (so two
 * orders of the same parts cannot deadlock), and the account's unpaid orders allowed; with the
 * bike each line fits, read in the same statement.
 */
async function lockedLines(
  tx: Tx,
  actor: SessionUser,
  lines: readonly CartLineInput[],
  unpaidOrdersMax: number,
  answers: PlaceOrderRequest['answers'],
): Promise<PricedLine[]> {
  const rows = await tx
    .select({ ...orderablePartColumns, ...unpaidHoldsColumns(tx, actor, unpaidOrdersMax), ...currentBikeColumns })
    .from(parts)
    .leftJoin(garageBikes, and(eq(garageBikes.userId, actor.id), garageBikes.current))
    .leftJoin(vehicles, eq(vehicles.id, garageBikes.vehicleId))
    .where(
      inArray(
        parts.id,
        lines.map((line) => line.partId),
      ),
    )
    .orderBy(asc(parts.id))
    .for('no key update', { of: parts });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const priced = lines.map(({ partId, quantity }) => {
    const row = byId.get(partId);
    return { ...checkedLine(row, quantity, answers), fitted: row ? fittedBikeOf(row) : null };
  });
  assertUnpaidHoldsAllowed(rows, unpaidOrdersMax);
  for (const { part, quantity } of priced) {
    const most = unpaidHoldMaxQuantity(part);
    if (quantity > most) throw conflict(messages.unpaidHoldTooLarge(most));
  }
  return priced;
}

/**
 * Every line at the price the buyer pays, read in the order's transaction: the buyer's group's
 * price for its quantity from the one resolver, stored on the line as charged (ADR 054); or the
 * quote's, agreed for this order, which come after every rule (ADR 057). A group's minimum order
 * value is checked here; a quote has none.
 */
async function chargedLines(
  tx: Tx,
  group: PriceGroup | null,
  priced: readonly PricedLine[],
  quote: PlaceOrderRequest['quote'],
) {
  const rules =
    quote || !group
      ? null
      : await rulesOfGroup(
          tx,
          group,
          priced.map(({ part }) => part.id),
        );
  const charged: ChargedLine[] = priced.map((line) => ({
    ...line,
    unitPoisha: quote?.unitPoisha.get(line.part.id) ?? unitPricePoisha(rules, line.part, line.quantity),
  }));
  const subtotalPoisha = charged.reduce((sum, { unitPoisha, quantity }) => sum + unitPoisha * quantity, 0);
  if (rules && subtotalPoisha < rules.group.minimumOrderPoisha) {
    throw badRequest(groupPriceMessages.belowMinimum(poishaToTaka(rules.group.minimumOrderPoisha)));
  }
  return { charged, subtotalPoisha };
}

/** The order's total (poisha), refused over an order's maximum, or over the COD ceiling for cash. */
function checkedTotalPoisha(totalPoisha: number, paymentMethod: PaymentMethodId, codMaxPoisha: number) {
  if (totalPoisha > ORDER_TOTAL_MAX_POISHA) throw badRequest(messages.orderTotalTooLarge);
  if (isCodOverCeiling(paymentMethod, totalPoisha, codMaxPoisha)) {
    throw badRequest(checkoutMessages.codTooLarge(poishaToTaka(codMaxPoisha)));
  }
  return totalPoisha;
}

/**
 * Takes every line's quantity from its part's stock by a conditional UPDATE, which no concurrency
 * can oversell, across processes too; a line whose stock is gone refuses the whole order.
 */
async function reserveStock(tx: Tx, priced: readonly PricedLine[], answers: PlaceOrderRequest['answers']) {
  for (const { part, quantity } of priced) {
    const reserved = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - ${quantity}` })
      .where(and(eq(parts.id, part.id), isNull(parts.deletedAt), sql`${parts.availableQuantity} >= ${quantity}`))
      .returning({ id: parts.id });
    if (reserved.length === 0) {
      throw conflict(answers === 'booking' ? messages.notEnoughStock : checkoutMessages.partQuantityNow(part.name));
    }
  }
}

/** Writes the order, its first timeline entry, and its lines at the prices charged, with the bike each fits. */
async function writeOrder(
  tx: Tx,
  actor: SessionUser,
  charged: readonly ChargedLine[],
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [placed] = await tx.insert(orders).values(values).returning();
  if (!placed) throw new Error('insert returned no row');
  await recordOrderEvent(tx, { orderId: placed.id, state: 'placed', actor: { by: 'buyer', userId: actor.id } });
  await tx.insert(orderLines).values(
    charged.map(({ part, quantity, unitPoisha, fitted }, position) => ({
      // The first line shares its order's id, so a one-part order's booking id is its order's (ADR 023).
      ...(position === 0 ? { id: placed.id } : {}),
      orderId: placed.id,
      position,
      partId: part.id,
      productName: part.name,
      pricePoisha: unitPoisha,
      listPricePoisha: part.pricePoisha,
      quantity,
      ...fitted,
    })),
  );
  return placed;
}

/**
 * The one way an order is placed (docs/orders.md): the spec's purchase call and the cart's
 * checkout both come here. In one transaction, with the account's row locked (so its unpaid
 * orders are counted right under any concurrency) and the parts' rows locked in id order (so two
 * orders of the same parts cannot deadlock): each line is checked against its part as it is now,
 * the fee and total are computed here, every line's stock is reserved by a conditional UPDATE
 * (which no concurrency can oversell, across processes too), and the order, its lines and its
 * first timeline entry are written. Answers the order and whether this call made it.
 */
export async function placeOrder(
  db: Db,
  request: PlaceOrderRequest,
  actor: SessionUser,
  settings: PlaceOrderSettings,
): Promise<{ order: OrderRow; isNew: boolean }> {
  const { idempotencyKey, delivery, paymentMethod, answers } = request;
  if (idempotencyKey) {
    const earlier = await orderWithKey(db, actor.id, idempotencyKey);
    if (earlier) return { order: earlier, isNew: false };
  }
  if (!settings.paymentMethods.has(paymentMethod)) throw badRequest(checkoutMessages.paymentMethodUnavailable);
  if ('address' in delivery && !findDeliveryPlace(delivery.address)) throw badRequest(checkoutMessages.placeInvalid);
  try {
    return await db.transaction(async (tx) => {
      const { shop, group } = await lockAccountAndReadShop(tx, actor.id);
      // A checkout with the same key that ran alongside has committed by now: its order is the answer.
      const sameKey = idempotencyKey ? await orderWithKey(tx, actor.id, idempotencyKey) : undefined;
      if (sameKey) return { order: sameKey, isNew: false };
      await request.quote?.claim(tx);
      const isFromCart = request.lines === undefined;
      const lines = request.lines ?? (await cartLinesOf(tx, actor.id));
      if (lines.length === 0) throw badRequest(checkoutMessages.cartEmpty);
      const ids = lines.map((line) => line.partId);
      const priced = await lockedLines(tx, actor, lines, settings.unpaidOrdersMax, answers);
      const { quote } = request;
      const { charged, subtotalPoisha } = await chargedLines(tx, group, priced, quote);
      const where = deliveryColumns(delivery, shop);
      const totalPoisha = checkedTotalPoisha(subtotalPoisha + where.deliveryFeePoisha, paymentMethod, shop.codMax);
      const risk =
        paymentMethod === 'cod'
          ? await codRiskColumns(tx, {
              userId: actor.id,
              phone: where.phone,
              totalPoisha,
              deliveryFeePoisha: where.deliveryFeePoisha,
              canPayAdvance: settings.paymentMethods.has('sslcommerz'),
            })
          : {};

      await reserveStock(tx, priced, answers);
      const placed = await writeOrder(tx, actor, charged, {
        userId: actor.id,
        email: actor.email,
        paymentMethod,
        subtotalPoisha,
        totalPoisha,
        idempotencyKey,
        ...where,
        ...risk,
      });
      await quote?.record(tx, placed.id);
      if (isFromCart) {
        await tx.delete(cartLines).where(and(eq(cartLines.userId, actor.id), inArray(cartLines.partId, ids)));
      }
      return { order: placed, isNew: true };
    });
  } catch (error) {
    // The same key from a checkout running alongside: its order is the answer.
    if (idempotencyKey && sqlStateOf(error) === UNIQUE_VIOLATION) {
      const other = await orderWithKey(db, actor.id, idempotencyKey);
      if (other) return { order: other, isNew: false };
    }
    throw error;
  }
}
