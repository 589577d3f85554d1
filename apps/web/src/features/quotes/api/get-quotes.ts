import type { Quotes } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys, type QuotesSearch } from './quote-keys';

/** Quotes a page of a list shows. */
export const QUOTES_PAGE_SIZE = 20;

/** Whose quotes a list shows: the signed-in buyer's own, or (the admin's) every buyer's. */
export type QuotesScope = 'mine' | 'admin';

/** GET /api/quotes (one's own) or GET /api/admin/quotes (admin): newest first, by state. */
export const getQuotes = (
  scope: QuotesScope,
  { state, page }: QuotesSearch,
  { signal }: { signal?: AbortSignal } = {},
) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(QUOTES_PAGE_SIZE) });
  if (state) query.set('state', state);
  const path = scope === 'admin' ? '/admin/quotes' : '/quotes';
  return apiRequest<Quotes>(`${path}?${query.toString()}`, { signal, isAuthenticated: true });
};

export const quotesQueryOptions = (scope: QuotesScope, search: QuotesSearch) =>
  queryOptions({
    queryKey: scope === 'admin' ? quoteKeys.admin(search) : quoteKeys.mine(search),
    queryFn: ({ signal }) => getQuotes(scope, search, { signal }),
  });

/** A page of quotes; while the next one loads, the one before stays. */
export const useQuotes = (scope: QuotesScope, search: QuotesSearch) =>
  useQuery({ ...quotesQueryOptions(scope, search), placeholderData: keepPreviousData });
