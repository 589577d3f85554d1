/** A search of the outbox as its page's URL gives it: a recipient, and a page from 1. */
export type OutboxSearch = { to?: string; page: number };

/** The outbox's query keys (GET /api/admin/outbox): each page of a search under `all`. */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (search: OutboxSearch) => [...outboxKeys.all, search] as const,
};
