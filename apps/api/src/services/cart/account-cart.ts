import { asc, eq, inArray } from 'drizzle-orm';
import type { Cart, CartLineInput, SessionUser } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { cartLines, parts } from '../../db/schema.js';
import { viewCart } from './view-cart.js';

/** The account's cart lines, oldest first. */
export const cartLinesOf = (db: Db | Tx, userId: string) =>
  db
    .select({ partId: cartLines.partId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.partId));

export const getCart = async (db: Db, actor: SessionUser): Promise<Cart> =>
  viewCart(db, await cartLinesOf(db, actor.id));

/**
 * PUT /api/cart: the account's cart becomes `lines` (the web merges a guest's cart in before it
 * sends them). Parts that do not exist are dropped; quantities are kept as asked, and the answer
 * says which cannot be ordered as they are.
 */
export async function replaceCart(db: Db, actor: SessionUser, lines: readonly CartLineInput[]): Promise<Cart> {
  await db.transaction(async (tx) => {
    await tx.delete(cartLines).where(eq(cartLines.userId, actor.id));
    if (lines.length === 0) return;
    const known = new Set(
      (
        await tx
          .select({ id: parts.id })
          .from(parts)
          .where(
            inArray(
              parts.id,
              lines.map((line) => line.partId),
            ),
          )
      ).map((row) => row.id),
    );
    const now = Date.now();
    const kept = lines
      .filter((line) => known.has(line.partId))
      // Each line a millisecond apart, so the cart keeps the order it was given in.
      .map((line, index) => ({ ...line, userId: actor.id, addedAt: new Date(now + index) }));
    if (kept.length > 0) await tx.insert(cartLines).values(kept);
  });
  return getCart(db, actor);
}
