import { and, asc, eq } from 'drizzle-orm';
import {
  isShopsFault,
  messages,
  RETURN_WINDOW_DAYS_DEFAULT,
  returnMessages,
  type ReturnRequest,
  type ReturnStateId,
  type SessionUser,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { orderLines, orders, returnLines, returns, shopSettings } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { isPhotoName } from '../../photos/photo-name.js';
import { isUuid } from '../ids.js';
import { recordOrderEvent } from '../orders/record-order-event.js';
import { deliveredAtOf, returnedQuantitiesOf } from './return-view.js';

const DAY_MS = 86_400_000;

/**
 * The last moment a return of the order may be asked for: the shop's window of days after its
 * delivered entry; null before it was delivered.
 */
export async function returnableUntilOf(db: Db | Tx, orderId: string): Promise<Date | null> {
  const deliveredAt = await deliveredAtOf(db, orderId);
  if (!deliveredAt) return null;
  const [settings] = await db.select({ days: shopSettings.returnWindowDays }).from(shopSettings).limit(1);
  return new Date(deliveredAt.getTime() + (settings?.days ?? RETURN_WINDOW_DAYS_DEFAULT) * DAY_MS);
}

/** A photo this shop stored (POST /api/returns/photos answers /uploads/<name>), never another address. */
const isOurPhoto = (url: string) => url.startsWith('/uploads/') && isPhotoName(url.slice('/uploads/'.length));

/**
 * POST /api/orders/{id}/returns (docs/returns.md): the buyer asks to send back some of a delivered
 * order's lines within the return window. The order's row is locked while the quantities are
 * checked, so two requests at once cannot return the same part twice. A line returned as not
 * fitting a bike the shop said it fits is under the fit guarantee.
 */
export async function requestReturn(
  db: Db,
  actor: SessionUser,
  orderId: string,
  input: { lines: ReturnRequest['lines']; note?: string; photos: string[] },
  now = new Date(),
): Promise<{ id: string; state: ReturnStateId }> {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  if (!input.photos.every(isOurPhoto)) throw badRequest(returnMessages.photoInvalid);
  const seen = new Set<string>();
  for (const line of input.lines) {
    if (seen.has(line.partId)) throw badRequest(returnMessages.lineRepeated);
    seen.add(line.partId);
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, actor.id)))
      .for('update')
      .limit(1);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.state !== 'delivered') throw conflict(returnMessages.notDelivered);
    const until = await returnableUntilOf(tx, order.id);
    if (!until || now > until) throw conflict(returnMessages.windowClosed);

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const taken = await returnedQuantitiesOf(tx, order.id);
    const chosen = input.lines.map((wanted) => {
      const line = lines.find((candidate) => candidate.partId === wanted.partId);
      if (!line) throw badRequest(returnMessages.lineNotInOrder);
      if (wanted.quantity > line.quantity - (taken.get(line.id) ?? 0)) throw conflict(returnMessages.tooMany);
      const isGuaranteed = wanted.reason === 'does-not-fit' && line.fitsBike !== null;
      return { line, quantity: wanted.quantity, reason: wanted.reason, isGuaranteed };
    });

    const [made] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        userId: actor.id,
        note: input.note ?? null,
        photos: input.photos,
        shopPaysReturn: chosen.some(({ reason, isGuaranteed }) => isShopsFault(reason, isGuaranteed)),
      })
      .returning({ id: returns.id, state: returns.state });
    if (!made) throw new Error('insert returned no row');
    await tx.insert(returnLines).values(
      chosen.map(({ line, quantity, reason, isGuaranteed }) => ({
        returnId: made.id,
        orderLineId: line.id,
        partId: line.partId,
        quantity,
        reason,
        isGuaranteed,
      })),
    );
    await recordOrderEvent(tx, {
      orderId: order.id,
      state: 'return-requested',
      actor: { by: 'buyer', userId: actor.id },
      note: input.note ?? null,
      returnId: made.id,
    });
    return made;
  });
}
