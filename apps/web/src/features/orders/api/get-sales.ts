import type { Sales, SalesPeriod } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';

/** GET /api/admin/sales?days= (admin): revenue per day, orders by state, top parts, COD against online. */
export const getSales = (days: SalesPeriod, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Sales>(`/admin/sales?days=${days}`, { signal, isAuthenticated: true });

export const salesQueryOptions = (days: SalesPeriod) =>
  queryOptions({
    queryKey: orderKeys.sales(days),
    queryFn: ({ signal }) => getSales(days, { signal }),
    meta: signOutOnAuthErrorMeta,
  });

export const useSales = (days: SalesPeriod) => useQuery(salesQueryOptions(days));
