import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderFilters,
  type AdminOrderList,
  ORDER_STATE_IDS,
  PAYMENT_METHOD_IDS,
} from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/** Manage All Orders' search as its URL has it: the filters, and a page from 1. */
export type AdminOrderSearch = AdminOrderFilters & { page: number };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/**
 * The search a URL asks for, anything it does not understand left out (a hand-edited or old link
 * still opens the list, as the address bar shows it).
 */
export function adminOrderSearchFrom(params: URLSearchParams): AdminOrderSearch {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY_PATTERN.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    state: oneOf(ORDER_STATE_IDS, params.get('state')),
    paymentMethod: oneOf(PAYMENT_METHOD_IDS, params.get('paymentMethod')),
    risk: oneOf(['held'] as const, params.get('risk')),
    deadline: oneOf(['near'] as const, params.get('deadline')),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a search (the page's URL and the API's alike), empty parts left out. */
export function adminOrderQuery({ page, ...filters }: Partial<AdminOrderSearch>): Record<string, string | undefined> {
  return { ...filters, page: page && page > 1 ? String(page) : undefined };
}

const toQueryString = (search: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) query.set(name, value);
  return query.toString();
};

/** GET /api/admin/orders (admin): a page of the orders that match, newest first. */
export const getAdminOrders = (search: AdminOrderSearch, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<AdminOrderList>(adminOrdersPath(search), { signal, isAuthenticated: true });

/** The path of a page of Manage All Orders under /api (entry-server.tsx asks it for a signed-in page too). */
export const adminOrdersPath = (search: AdminOrderSearch) =>
  `/admin/orders?${toQueryString({ ...adminOrderQuery(search), pageSize: String(ADMIN_ORDERS_PAGE_SIZE) })}`;

export const adminOrdersQueryOptions = (search: AdminOrderSearch) =>
  queryOptions({
    queryKey: orderKeys.backOffice(search),
    queryFn: ({ signal }) => getAdminOrders(search, { signal }),
    meta: signOutOnAuthErrorMeta,
  });

/** A page of orders; while the next one loads, the one before stays (flagged `isPlaceholderData`). */
export const useAdminOrders = (search: AdminOrderSearch) =>
  useQuery({ ...adminOrdersQueryOptions(search), placeholderData: keepPreviousData });

/** The CSV export's path for these filters (the page left out: the file has every match). */
export const ordersCsvPath = (filters: AdminOrderFilters) => {
  const query = toQueryString(adminOrderQuery(filters));
  return `/api/admin/orders.csv${query ? `?${query}` : ''}`;
};
