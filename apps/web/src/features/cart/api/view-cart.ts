import type { Cart, CartLineInput } from '@motoforge/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** POST /api/cart/view: a guest's cart priced by the server, which stores nothing. */
export const viewCart = (lines: readonly CartLineInput[], { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Cart>('/cart/view', { method: 'POST', body: { lines }, signal });

export const guestCartQueryOptions = (lines: readonly CartLineInput[]) =>
  queryOptions({
    queryKey: cartKeys.view(lines),
    queryFn: ({ signal }) => viewCart(lines, { signal }),
    // A quantity changed or a line removed keeps the cart on screen while it is priced again.
    placeholderData: keepPreviousData,
  });
