import {
  CART_LINES_MAX,
  checkoutMessages,
  messages,
  type Cart,
  type CartLineInput,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http-error.js';
import { cartLinesOf, getCart, writeCartLines } from './account-cart.js';
import { orderablePartsOf, problemOf } from './view-cart.js';

/**
 * POST /api/cart/lines (docs/product.md#quick-order): `lines` join the account's cart in one step, a
 * part already in it gaining the quantity. Every line is checked against the part as it is now and
 * the cart's limit; if any cannot be ordered, nothing changes and the answer says which.
 */
export async function addCartLines(db: Db, actor: SessionUser, lines: readonly CartLineInput[]): Promise<Cart> {
  if (lines.length === 0) return getCart(db, actor);
  await db.transaction(async (tx) => {
    const merged = new Map((await cartLinesOf(tx, actor.id)).map((line) => [line.partId, line.quantity]));
    for (const { partId, quantity } of lines) merged.set(partId, (merged.get(partId) ?? 0) + quantity);
    if (merged.size > CART_LINES_MAX) throw badRequest(checkoutMessages.cartTooLong(CART_LINES_MAX));
    const rows = await orderablePartsOf(
      tx,
      lines.map((line) => line.partId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { partId } of lines) {
      const part = byId.get(partId);
      if (!part) throw badRequest(messages.partNotFound);
      const problem = problemOf(part, merged.get(partId) ?? 0);
      if (problem) throw badRequest(problem);
    }
    // The cart's lines first, in their order, then the new ones.
    await writeCartLines(
      tx,
      actor.id,
      [...merged].map(([partId, quantity]) => ({ partId, quantity })),
    );
  });
  return getCart(db, actor);
}
