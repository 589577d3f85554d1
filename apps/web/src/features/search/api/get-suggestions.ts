import { hasSearchWords, SEARCH_QUERY_MAX, type Suggestions } from '@motoforge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const suggestionKeys = {
  all: ['search-suggestions'] as const,
  of: (q: string) => [...suggestionKeys.all, q] as const,
};

/** GET /api/search/suggestions: at most 8 categories, bikes and part names for what was typed. */
export const getSuggestions = (q: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Suggestions>(`/search/suggestions?q=${encodeURIComponent(q)}`, { signal });

/** Whether the API would answer this text with suggestions rather than refuse it (suggestionsQuerySchema). */
export const canSuggest = (q: string) => q.length <= SEARCH_QUERY_MAX && hasSearchWords(q);

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: suggestionKeys.of(q),
    // The signal is read, so a request whose text the rider has typed past is aborted.
    queryFn: ({ signal }) => getSuggestions(q, { signal }),
    staleTime: 60_000,
  });

/** The suggestions for `q` (already debounced), the last ones kept on screen while the next come. */
export const useSuggestions = (q: string) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled: canSuggest(q), placeholderData: keepPreviousData });
