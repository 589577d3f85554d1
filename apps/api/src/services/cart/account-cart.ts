import { asc, eq, inArray } from 'drizzle-orm';
import type { Cart, CartLineInput, SessionUser } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { cartLines, parts } from '../../db/schema.js';
import { priceRulesOf } from '../prices/price-rules.js';
import { viewCart } from './view-cart.js';

/** The account's cart lines, oldest first. */
export const cartLinesOf = (db: Db | Tx, userId: string) =>
  db
    .select({ partId: cartLines.partId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.partId));

/**
 * The account's cart becomes `lines`, in their order: each line a millisecond after the one before,
 * so the cart keeps that order.
 */
export async function writeCartLines(tx: Tx, userId: string, lines: readonly CartLineInput[]): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
  if (lines.length === 0) return;
  const now = Date.now();
  await tx.insert(cartLines).values(lines.map((line, index) => ({ ...line, userId, addedAt: new Date(now + index) })));
}

/** The account's cart, at the prices of the account's group (ADR 054). */
export const getCart = async (db: Db, actor: SessionUser): Promise<Cart> => {
  const lines = await cartLinesOf(db, actor.id);
  const rules = await priceRulesOf(
    db,
    actor.id,
    lines.map((line) => line.partId),
  );
  return viewCart(db, lines, rules);
};

/**
 * PUT /api/cart: the account's cart becomes `lines` (the web merges a guest's cart in before it
 * sends them). Parts that do not exist are dropped; quantities are kept as asked, and the answer
 * says which cannot be ordered as they are.
 */
export async function replaceCart(db: Db, actor: SessionUser, lines: readonly CartLineInput[]): Promise<Cart> {
  await db.transaction(async (tx) => {
    if (lines.length === 0) return writeCartLines(tx, actor.id, []);
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
    await writeCartLines(
      tx,
      actor.id,
      lines.filter((line) => known.has(line.partId)),
    );
  });
  return getCart(db, actor);
}
