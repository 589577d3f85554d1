import type { Outbox } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxKeys, type OutboxSearch } from './outbox-keys';

/** Messages a page of the outbox shows. */
export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/admin/outbox (admin): what the shop sent by SMS and e-mail, newest first. */
export const getOutbox = ({ to, page }: OutboxSearch, { signal }: { signal?: AbortSignal } = {}) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(OUTBOX_PAGE_SIZE) });
  if (to) query.set('to', to);
  return apiRequest<Outbox>(`/admin/outbox?${query.toString()}`, { signal, isAuthenticated: true });
};

export const outboxQueryOptions = (search: OutboxSearch) =>
  queryOptions({
    queryKey: outboxKeys.page(search),
    queryFn: ({ signal }) => getOutbox(search, { signal }),
  });

/** A page of the outbox; while the next one loads, the one before stays (flagged `isPlaceholderData`). */
export const useOutbox = (search: OutboxSearch) =>
  useQuery({ ...outboxQueryOptions(search), placeholderData: keepPreviousData });
