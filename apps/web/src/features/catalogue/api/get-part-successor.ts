import type { PartSuccessor } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';
import { partPath } from './get-part';

/** GET /api/parts/{id}/successor: the part on sale that replaces a removed one (docs/search.md#old-part-numbers). */
export const getPartSuccessor = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PartSuccessor>(`${partPath(id)}/successor`, { signal });

export const partSuccessorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partKeys.successor(id),
    queryFn: ({ signal }) => getPartSuccessor(id, { signal }),
  });

export const usePartSuccessor = (id: string) => useQuery(partSuccessorQueryOptions(id));
