import { inArray } from 'drizzle-orm';
import {
  checkoutMessages,
  messages,
  poishaToTaka,
  quantityProblem,
  type Cart,
  type CartLine,
  type CartLineInput,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { unitPricePoisha, type PriceRules } from '../prices/price-rules.js';

/** The columns of a part a cart line or an order needs: its rules, price and name. */
export const orderablePartColumns = {
  id: parts.id,
  name: parts.name,
  nameBn: parts.nameBn,
  img: parts.img,
  category: parts.category,
  pricePoisha: parts.pricePoisha,
  minimumOrder: parts.minimumOrder,
  availableQuantity: parts.availableQuantity,
  deletedAt: parts.deletedAt,
};
export type OrderablePart = { [K in keyof typeof orderablePartColumns]: (typeof parts.$inferSelect)[K] };

/** The parts of `ids` as they are now, removed ones too, in no order. */
export const orderablePartsOf = (db: Db | Tx, ids: readonly string[]) =>
  db
    .select(orderablePartColumns)
    .from(parts)
    .where(inArray(parts.id, [...ids]));

/** What stops `quantity` of `part` being ordered now: the purchase form's own rule, by part. */
export function problemOf(part: OrderablePart, quantity: number): string | null {
  if (part.deletedAt) return checkoutMessages.partNoLongerSold(part.name);
  const problem = quantityProblem({ ...part, price: poishaToTaka(part.pricePoisha) }, quantity);
  if (!problem) return null;
  return problem === messages.quantityOutOfRange ? checkoutMessages.partQuantityNow(part.name) : problem;
}

/** What the cart says of the buyer's group: its names and minimum order value, in taka. */
export const cartGroupOf = (rules: PriceRules | null): Cart['group'] =>
  rules && {
    name: rules.group.name,
    nameBn: rules.group.nameBn,
    minimumOrder: poishaToTaka(rules.group.minimumOrderPoisha),
  };

/**
 * Cart lines with their parts as they are now, in the order given, each at the price `rules` (the
 * buyer's group's, or null: list prices) give its quantity. A part that never existed is left out;
 * a removed one stays, saying so, until the buyer removes it.
 */
export async function viewCart(db: Db, lines: readonly CartLineInput[], rules: PriceRules | null): Promise<Cart> {
  const group = cartGroupOf(rules);
  if (lines.length === 0) return { lines: [], subtotal: 0, group };
  const rows = await orderablePartsOf(
    db,
    lines.map((line) => line.partId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const viewed: CartLine[] = [];
  let subtotalPoisha = 0;
  for (const { partId, quantity } of lines) {
    const part = byId.get(partId);
    if (!part) continue;
    const problem = problemOf(part, quantity);
    const unitPoisha = unitPricePoisha(rules, part, quantity);
    if (!problem) subtotalPoisha += unitPoisha * quantity;
    viewed.push({
      partId,
      quantity,
      part: {
        name: part.name,
        nameBn: part.nameBn,
        img: part.img,
        price: poishaToTaka(unitPoisha),
        listPrice: poishaToTaka(part.pricePoisha),
        minimumOrder: part.minimumOrder,
        availableQuantity: part.availableQuantity,
      },
      problem,
    });
  }
  return { lines: viewed, subtotal: poishaToTaka(subtotalPoisha), group };
}
