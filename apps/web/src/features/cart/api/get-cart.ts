import type { Cart } from '@motoforge/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/cart: the signed-in rider's cart, each part as it is now. */
export const getCart = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Cart>(CART_PATH, { signal, isAuthenticated: true });

/** The account's cart's path under /api (entry-server.tsx asks it for a signed-in page too). */
export const CART_PATH = '/cart';

export const accountCartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.account(), queryFn: ({ signal }) => getCart({ signal }) });
