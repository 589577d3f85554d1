import type { MemberPrices } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { apiRequest, hasAccessToken } from '@/lib/api-client';

/**
 * The signed-in buyer's own prices (ADR 054): kept apart from the catalogue's keys, which are
 * public and shared, so signing out drops them with the other private queries.
 */
export const memberPriceKeys = {
  all: ['member-prices'] as const,
  of: (partIds: readonly string[]) => [...memberPriceKeys.all, [...partIds].sort()] as const,
};

/** POST /api/prices: the buyer's group's prices for these parts (none for a guest). */
export const getMemberPrices = (partIds: readonly string[], { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MemberPrices>('/prices', { method: 'POST', body: { partIds }, signal, isAuthenticated: true });

export const memberPricesQueryOptions = (partIds: readonly string[]) =>
  queryOptions({
    queryKey: memberPriceKeys.of(partIds),
    queryFn: ({ signal }) => getMemberPrices(partIds, { signal }),
    staleTime: 60_000,
  });

/**
 * The buyer's prices for `partIds`, by part, once the page runs in the browser of a signed-in
 * visitor: the page first shows the list prices every visitor shares, as it was rendered.
 */
export function useMemberPrices(partIds: readonly string[]) {
  const isHydrated = useIsHydrated();
  const query = useQuery({
    ...memberPricesQueryOptions(partIds),
    enabled: isHydrated && partIds.length > 0 && hasAccessToken(),
  });
  return new Map((query.data?.prices ?? []).map((price) => [price.partId, price]));
}
