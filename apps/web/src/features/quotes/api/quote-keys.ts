import type { QuoteState } from '@motoforge/contract';

/** A search of a list of quotes as its page's URL gives it: a state, and a page from 1. */
export type QuotesSearch = { state?: QuoteState; page: number };

/** The quotes' query keys: the buyer's own list, the admin's, and one quote. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  mine: (search: QuotesSearch) => [...quoteKeys.lists(), 'mine', search] as const,
  admin: (search: QuotesSearch) => [...quoteKeys.lists(), 'admin', search] as const,
  quote: (id: string) => [...quoteKeys.all, 'quote', id] as const,
};
