import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingScreen } from './loading-screen';

type QueryContentProps<TData> = {
  query: UseQueryResult<TData>;
  /** A list says when it has nothing to show; a single thing (a part) leaves both out. */
  isEmpty?: (data: TData) => boolean;
  emptyText?: string;
  /**
   * Answers the page words itself instead of the error state, by their status: a 404's "Part not
   * found", where Try again cannot help.
   */
  errorByStatus?: Partial<Record<number, (error: ApiError) => ReactNode>>;
  children: (data: TData) => ReactNode;
};

/**
 * Renders a query's loading, error and empty states the same way everywhere, so no list ever
 * leaves a blank page when the API is slow, down or has nothing to show.
 */
export function QueryContent<TData>({ query, isEmpty, emptyText, errorByStatus, children }: QueryContentProps<TData>) {
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const { error } = query;
    const ownWords = error instanceof ApiError ? errorByStatus?.[error.status] : undefined;
    if (ownWords) return ownWords(error as ApiError);
    return (
      <ErrorState
        message={toErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState>{emptyText}</EmptyState>;
  return children(query.data);
}
