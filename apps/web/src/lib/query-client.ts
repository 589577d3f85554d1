import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { vehicleKeys } from './api/garage-keys';
import { partKeys } from './api/part-keys';
import { reviewKeys } from './api/review-keys';
import { configKeys } from './config-keys';
import { stripeKeys } from './stripe-keys';

/**
 * The shop's query cache settings; one client per page view (and per server render).
 *
 * Requests are sent whatever the browser says about the connection (`networkMode: 'always'`):
 * TanStack's default holds them while `navigator.onLine` is false, which left forms spinning and
 * pages on "Loading…" without a word until the connection came back. Sent, they fail at once with
 * api-client's connection message.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // TanStack turns this off with 'always'; a page that failed offline loads when the connection returns.
        refetchOnReconnect: true,
        // Offline, data already on screen stays there instead of giving way to an error (a page's
        // form, and what was typed into it, with it); it is fetched again when the connection returns.
        enabled: (query) => query.state.data === undefined || onlineManager.isOnline(),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help; a dropped connection or a 5xx may, but not while offline.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          onlineManager.isOnline() &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { networkMode: 'always' },
    },
  });

/**
 * The queries that hold nothing of the signed-in person: the shop's configuration, the catalogue
 * (a part too), the reviews, Stripe.js and the bike picker's vehicles. Every other query (orders,
 * profile, users, questions, payments, the garage) is private, and is dropped when the session ends.
 */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(
  [configKeys.all, partKeys.all, reviewKeys.all, stripeKeys.all, vehicleKeys.all].map(([root]) => root),
);
export const isPublicQuery = (queryKey: readonly unknown[]) => PUBLIC_QUERY_ROOTS.has(queryKey[0]);
