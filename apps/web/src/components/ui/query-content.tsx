import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toErrorMessage } from '@/lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingScreen } from './loading-screen';

type QueryContentProps<TData> = {
  query: UseQueryResult<TData>;
  isEmpty: (data: TData) => boolean;
  emptyText: string;
  children: (data: TData) => ReactNode;
};

/**
 * Renders a query's loading, error and empty states the same way everywhere, so no list ever
 * leaves a blank page when the API is slow, down or has nothing to show.
 */
export function QueryContent<TData>({ query, isEmpty, emptyText, children }: QueryContentProps<TData>) {
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <ErrorState
        message={toErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState>{emptyText}</EmptyState>;
  return children(query.data);
}
