import type { LowStockPage } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** Parts a page of the low-stock list shows. */
export const LOW_STOCK_PAGE_SIZE = 25;

/** GET /api/admin/low-stock (admin): parts at or below their low-stock threshold, in the shop order. */
export const getLowStock = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<LowStockPage>(`/admin/low-stock?page=${String(page)}&pageSize=${String(LOW_STOCK_PAGE_SIZE)}`, {
    signal,
    isAuthenticated: true,
  });

export const lowStockQueryOptions = (page: number) =>
  queryOptions({ queryKey: partKeys.lowStock(page), queryFn: ({ signal }) => getLowStock(page, { signal }) });

export const useLowStock = (page: number) =>
  useQuery({ ...lowStockQueryOptions(page), placeholderData: keepPreviousData });
