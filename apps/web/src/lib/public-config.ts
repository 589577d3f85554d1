import type { PublicConfig } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { configKeys } from './config-keys';
import { useIsPageLoad } from './page-load';

/** GET /api/config: what this deployment offers (payment provider, Google sign-in, demo account). */
export const getPublicConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PublicConfig>('/config', { signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    // The deployment's configuration does not change while the page is open.
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/**
 * The configuration as the shop has it now, for the checkout, whose delivery fees and COD ceiling
 * the admin may have changed since the shop was opened (ADR 031, as amended by ADR 070):
 * - on the page the document was loaded for, the configuration that came with it (the server's,
 *   read for this page load), at once;
 * - on a page opened later in the tab, asked for again, and `fresh` only once the answer is in;
 * - asked for again whenever the tab comes back into view, `fresh` keeping the answer on screen
 *   until the new one replaces it.
 *
 * `query` is the query itself (its error, its refetch).
 */
export function useFreshPublicConfig() {
  const isPageLoad = useIsPageLoad();
  const query = useQuery({
    ...publicConfigQueryOptions(),
    refetchOnMount: isPageLoad ? false : 'always',
    refetchOnWindowFocus: 'always',
  });
  const fresh: PublicConfig | undefined = isPageLoad || query.isFetchedAfterMount ? query.data : undefined;
  return { query, fresh };
}
