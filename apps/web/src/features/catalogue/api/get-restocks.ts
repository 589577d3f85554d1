import type { RestockPage } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** Restocks a page of the log shows. */
export const RESTOCKS_PAGE_SIZE = 10;

/** GET /api/part/{id}/restocks (admin): who added how many and when, newest first. */
export const getRestocks = (id: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<RestockPage>(
    `/part/${encodeURIComponent(id)}/restocks?page=${String(page)}&pageSize=${String(RESTOCKS_PAGE_SIZE)}`,
    { signal, isAuthenticated: true },
  );

export const restocksQueryOptions = (id: string, page: number) =>
  queryOptions({ queryKey: partKeys.restocks(id, page), queryFn: ({ signal }) => getRestocks(id, page, { signal }) });

export const useRestocks = (id: string, page: number) =>
  useQuery({ ...restocksQueryOptions(id, page), placeholderData: keepPreviousData });
