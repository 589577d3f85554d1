import type { EditablePart } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** GET /api/admin/parts/{id} (admin): a part as the edit form shows it, with the version it edits. */
export const getEditablePart = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<EditablePart>(`/admin/parts/${encodeURIComponent(id)}`, { signal, isAuthenticated: true });

export const editablePartQueryOptions = (id: string) =>
  queryOptions({ queryKey: partKeys.editable(id), queryFn: ({ signal }) => getEditablePart(id, { signal }) });

export const useEditablePart = (id: string) => useQuery(editablePartQueryOptions(id));
