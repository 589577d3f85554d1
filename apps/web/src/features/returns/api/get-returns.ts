import type { AdminReturns, WrongFit } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { returnKeys, type ReturnsSearch } from './return-keys';

/** Returns a page of the admin's list shows. */
export const RETURNS_PAGE_SIZE = 20;

/** GET /api/admin/returns (admin): returns newest first, the open ones or those of one state. */
export const getReturns = ({ state, page }: ReturnsSearch, { signal }: { signal?: AbortSignal } = {}) => {
  const query = new URLSearchParams({ state, page: String(page), pageSize: String(RETURNS_PAGE_SIZE) });
  return apiRequest<AdminReturns>(`/admin/returns?${query.toString()}`, { signal, isAuthenticated: true });
};

export const returnsQueryOptions = (search: ReturnsSearch) =>
  queryOptions({ queryKey: returnKeys.list(search), queryFn: ({ signal }) => getReturns(search, { signal }) });

/** A page of returns; while the next one loads, the one before stays. */
export const useReturns = (search: ReturnsSearch) =>
  useQuery({ ...returnsQueryOptions(search), placeholderData: keepPreviousData });

/** GET /api/admin/sales/wrong-fit (admin): parts returned as not fitting per parts delivered. */
export const getWrongFit = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<WrongFit>('/admin/sales/wrong-fit', { signal, isAuthenticated: true });

export const useWrongFit = () =>
  useQuery({ queryKey: returnKeys.wrongFit(), queryFn: ({ signal }) => getWrongFit({ signal }) });
