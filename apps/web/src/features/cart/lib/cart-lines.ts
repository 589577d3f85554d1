import { CART_LINES_MAX, type CartLineInput, cartTooLongText } from '@motoforge/contract';
import { UserFacingError } from '@/lib/api-client';

/** What a rider does to a cart: each becomes the cart's next lines (nextCartLines). */
export type CartChange =
  /** Add to cart: the part's minimum order, more of it when it is in the cart already. */
  | { type: 'add'; partId: string; quantity: number }
  | { type: 'setQuantity'; partId: string; quantity: number }
  | { type: 'remove'; partId: string }
  /** A guest's cart joining the account's at sign-in. */
  | { type: 'merge'; lines: readonly CartLineInput[] };

/**
 * The lines after `change`, in the order the parts were first added. A cart holds each part once
 * and at most CART_LINES_MAX of them: adding one more part is refused with the API's own words,
 * while a merge keeps the first CART_LINES_MAX (the account's, then the guest's).
 */
export function nextCartLines(lines: readonly CartLineInput[], change: CartChange): CartLineInput[] {
  switch (change.type) {
    case 'add': {
      const line = lines.find(({ partId }) => partId === change.partId);
      if (line) return withQuantity(lines, change.partId, line.quantity + change.quantity);
      if (lines.length >= CART_LINES_MAX) throw new UserFacingError(cartTooLongText(CART_LINES_MAX));
      return [...lines, { partId: change.partId, quantity: change.quantity }];
    }
    case 'setQuantity':
      return withQuantity(lines, change.partId, change.quantity);
    case 'remove':
      return lines.filter(({ partId }) => partId !== change.partId);
    case 'merge': {
      // A part in both keeps the larger quantity: the rider meant at least that many.
      const merged = lines.map((line) => {
        const guest = change.lines.find(({ partId }) => partId === line.partId);
        return guest && guest.quantity > line.quantity ? { ...line, quantity: guest.quantity } : { ...line };
      });
      const added = change.lines.filter(({ partId }) => !lines.some((line) => line.partId === partId));
      return [...merged, ...added.map((line) => ({ ...line }))].slice(0, CART_LINES_MAX);
    }
  }
}

const withQuantity = (lines: readonly CartLineInput[], partId: string, quantity: number) =>
  lines.map((line) => (line.partId === partId ? { ...line, quantity } : line));

/** Whether two carts have the same parts in the same quantities and order (nothing to save). */
export const isSameCart = (a: readonly CartLineInput[], b: readonly CartLineInput[]) =>
  a.length === b.length &&
  a.every((line, index) => line.partId === b[index]?.partId && line.quantity === b[index].quantity);
