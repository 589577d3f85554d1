import type { Quote } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** GET /api/quotes/{id}: one quote with its lines and history (its buyer's or an admin's). */
export const getQuote = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Quote>(`/quotes/${encodeURIComponent(id)}`, { signal, isAuthenticated: true });

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteKeys.quote(id), queryFn: ({ signal }) => getQuote(id, { signal }) });

export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));
