import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The shop's query cache settings; one client per page view (and per server render). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help; a dropped connection or a 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
