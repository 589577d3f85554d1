import { and, eq, isNull, sql } from 'drizzle-orm';
import { backOfficeMessages, messages, PRODUCT_NUMBER_MAX, type Restock, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { partRestocks, parts } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';

/**
 * `POST /api/part/{id}/restock`: adds stock in one conditional UPDATE (so it adds to whatever
 * orders left, never to a stale count) and logs who added how many, in the same transaction.
 */
export async function restockPart(
  db: Db,
  id: string,
  input: { quantity: number; note: string },
  actor: SessionUser,
): Promise<{ availableQuantity: number; restock: Restock }> {
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  return db.transaction(async (tx) => {
    const [part] = await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} + ${input.quantity}` })
      .where(
        and(
          eq(parts.id, id),
          isNull(parts.deletedAt),
          sql`${parts.availableQuantity} + ${input.quantity} <= ${PRODUCT_NUMBER_MAX}`,
        ),
      )
      .returning({ availableQuantity: parts.availableQuantity });
    if (!part) {
      const [exists] = await tx
        .select({ id: parts.id })
        .from(parts)
        .where(and(eq(parts.id, id), isNull(parts.deletedAt)));
      throw exists ? badRequest(backOfficeMessages.restockTooLarge) : notFound(messages.partNotFound);
    }
    const [logged] = await tx
      .insert(partRestocks)
      .values({
        partId: id,
        quantity: input.quantity,
        note: input.note,
        byUserId: actor.id,
        byName: actor.displayName || actor.email,
        availableQuantityAfter: part.availableQuantity,
      })
      .returning();
    if (!logged) throw new Error('insert returned no row');
    return { availableQuantity: part.availableQuantity, restock: toRestock(logged) };
  });
}

export const toRestock = (row: typeof partRestocks.$inferSelect): Restock => ({
  id: row.id,
  quantity: row.quantity,
  note: row.note,
  by: row.byName,
  at: row.createdAt.toISOString(),
  availableQuantityAfter: row.availableQuantityAfter,
});
