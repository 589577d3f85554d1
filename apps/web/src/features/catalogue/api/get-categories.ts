import type { Category } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const categoryKeys = {
  all: ['categories'] as const,
};

export const CATEGORIES_PATH = '/categories';

/** GET /api/categories: the categories the admin keeps, for the catalogue's filter. */
export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Category[]>(CATEGORIES_PATH, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => getCategories({ signal }),
    // The admin changes them rarely; a visit need not ask again.
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
