import type { PublicConfig } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { configKeys } from './config-keys';

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
 * The configuration asked for again as the page opens, and when the tab comes back into view: for
 * the checkout, whose delivery fees and COD ceiling the admin may have changed since (ADR 031).
 */
export const useFreshPublicConfig = () =>
  useQuery({ ...publicConfigQueryOptions(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
