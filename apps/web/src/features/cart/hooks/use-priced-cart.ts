import type { Cart, CartLineInput } from '@motoforge/contract';
import { useQuery } from '@tanstack/react-query';
import { accountCartQueryOptions } from '../api/get-cart';
import { guestCartQueryOptions } from '../api/view-cart';
import { useCart } from './use-cart';

const NO_LINES: readonly CartLineInput[] = [];
const EMPTY_CART: Cart = { lines: [], subtotal: 0, group: null };

export type PricedCart =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; isRetrying: boolean }
  /** `isUpdating`: a change is being priced or saved; the cart shown is the one before it. */
  | { status: 'ready'; cart: Cart; isUpdating: boolean };

/**
 * The cart with each part as it is now and the subtotal, as the server prices it: the account's
 * (GET /api/cart) or a guest's lines (POST /api/cart/view). Loading while the guest's cart is
 * joining the account's, so a page never shows half of it.
 */
export function usePricedCart(): PricedCart {
  const { isSignedIn, lines, isMerging, isSaving } = useCart();
  const account = useQuery({ ...accountCartQueryOptions(), enabled: isSignedIn });
  const guestLines = isSignedIn ? NO_LINES : (lines ?? NO_LINES);
  const guest = useQuery({ ...guestCartQueryOptions(guestLines), enabled: guestLines.length > 0 });

  if (lines === undefined && !account.isError) return { status: 'loading' };
  if (isSignedIn && isMerging) return { status: 'loading' };
  const query = isSignedIn ? account : guest;
  if (!isSignedIn && guestLines.length === 0) return { status: 'ready', cart: EMPTY_CART, isUpdating: false };
  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return { status: 'error', error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching };
  return { status: 'ready', cart: query.data, isUpdating: isSaving || query.isPlaceholderData };
}
