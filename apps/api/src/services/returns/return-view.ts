import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { poishaToTaka, type SessionUser, type ShopReturn, type VehicleName } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { orderEvents, orderLines, parts, returnLines, returns, vehicles, type orders } from '../../db/schema.js';
import { isAdminActor } from '../access.js';
import { vehicleNameColumns, vehicleNameOf } from '../vehicle-columns.js';

export type ReturnRow = typeof returns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/**
 * A fit guarantee's bike by its catalogue names: select these on order lines left-joined with
 * guaranteedBikeJoin, and read them with guaranteedBikeOf (docs/returns.md#fit-guarantee).
 */
export const guaranteedBikeColumns = { fitsYear: orderLines.fitsYear, fitsVehicle: vehicleNameColumns };
export const guaranteedBikeJoin = eq(vehicles.id, orderLines.fitsVehicleId);

/** The bike a line's guarantee names, while its vehicle is in the catalogue; else null. */
export function guaranteedBikeOf(line: {
  fitsYear: number | null;
  fitsVehicle: VehicleName | null;
}): ShopReturn['lines'][number]['fitsVehicle'] {
  if (line.fitsVehicle === null || line.fitsYear === null) return null;
  return { ...vehicleNameOf(line.fitsVehicle), year: line.fitsYear };
}

/** When the order was delivered: its latest 'delivered' entry, or null. */
export async function deliveredAtOf(db: Db | Tx, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${orderEvents.at})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.state, 'delivered')));
  return row?.at ?? null;
}

/** How many of each order line are in a return already (a refused return gives its quantities back). */
export async function returnedQuantitiesOf(db: Db | Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderLineId: returnLines.orderLineId,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.state, 'refused')))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.quantity]));
}

/** What an admin may do to a return as it stands; a buyer only reads it. */
function actionsFor(row: ReturnRow, asker: SessionUser): ShopReturn['actions'] {
  if (!isAdminActor(asker)) return [];
  if (row.state === 'requested') return ['accept', 'refuse'];
  if (row.state === 'accepted') return ['receive'];
  if (row.state === 'received' && (row.refundStatus === 'pending' || row.refundStatus === 'failed')) return ['refund'];
  return [];
}

/** Returns as their buyer and the admin read them, each with its lines, oldest first. */
export async function toShopReturns(
  db: Db | Tx,
  rows: readonly ReturnRow[],
  orderNumber: (orderId: string) => string,
  asker: SessionUser,
): Promise<ShopReturn[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      partId: returnLines.partId,
      quantity: returnLines.quantity,
      reason: returnLines.reason,
      resellable: returnLines.resellable,
      isGuaranteed: returnLines.isGuaranteed,
      productName: orderLines.productName,
      productNameBn: parts.nameBn,
      pricePoisha: orderLines.pricePoisha,
      fitsBike: orderLines.fitsBike,
      ...guaranteedBikeColumns,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .innerJoin(parts, eq(parts.id, orderLines.partId))
    .leftJoin(vehicles, guaranteedBikeJoin)
    .where(
      inArray(
        returnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    state: row.state,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        partId: line.partId,
        productName: line.productName,
        productNameBn: line.productNameBn,
        price: poishaToTaka(line.pricePoisha),
        quantity: line.quantity,
        reason: line.reason,
        fitsBike: line.isGuaranteed ? line.fitsBike : null,
        fitsVehicle: line.isGuaranteed ? guaranteedBikeOf(line) : null,
        resellable: line.resellable,
      })),
    note: row.note,
    photos: row.photos,
    adminNote: row.adminNote,
    shopPaysReturn: row.shopPaysReturn,
    pickup:
      row.pickupCourier && row.pickupReference ? { courier: row.pickupCourier, reference: row.pickupReference } : null,
    sendTo: row.sendTo,
    refund: poishaToTaka(row.refundPoisha),
    refundStatus: row.refundStatus,
    refundProblem: row.refundProblem,
    refundReference: row.refundReference,
    createdAt: row.createdAt.toISOString(),
    actions: actionsFor(row, asker),
  }));
}

/** The order's returns, oldest first. */
export const returnsOfOrder = (db: Db | Tx, orderId: string) =>
  db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt), asc(returns.id));

/** The newest return first, for lists. */
export const newestFirst = [desc(returns.createdAt), desc(returns.id)];
