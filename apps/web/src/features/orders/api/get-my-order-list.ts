import { MY_ORDERS_PAGE_SIZE, type MyOrderList } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/**
 * GET /api/orders: a page of the signed-in buyer's own orders, newest first, one item per order
 * with its parts and what the buyer may do to it now (`actions`).
 */
export const getMyOrderList = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MyOrderList>(myOrderListPath(page), { signal, isAuthenticated: true });

/** The path of a page of My Orders under /api (entry-server.tsx asks it for a signed-in page too). */
export const myOrderListPath = (page: number) => `/orders?page=${String(page)}&pageSize=${String(MY_ORDERS_PAGE_SIZE)}`;

/** My Orders' page (from 1) as its URL's `?page=` says. */
export const myOrdersPageFrom = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/** Keyed by the buyer too, so another account signed in on this browser never sees this one's orders. */
export const myOrderListQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: [...orderKeys.ofUser(email), 'page', page],
    queryFn: ({ signal }) => getMyOrderList(page, { signal }),
    // A 401 or 403 ends the session and goes home (the spec's rule for the order lists).
    meta: signOutOnAuthErrorMeta,
  });

/** A page of My Orders; while the next one loads, the one before stays (flagged `isPlaceholderData`). */
export const useMyOrderList = (email: string, page: number) =>
  useQuery({ ...myOrderListQueryOptions(email, page), placeholderData: keepPreviousData });
