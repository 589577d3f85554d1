import type {
  AddVinPattern,
  CatalogueImportRejection,
  VinPattern,
  VinPatternImportResult,
  VinPatternList,
  VinUnknownList,
} from '@motoforge/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { parseJson, uploadToApi } from '@/lib/api-transfer';
import { useFileDownload } from '@/lib/download-file';

/** The admin's chassis-number patterns and the log of unknown numbers (docs/architecture.md#chassis-numbers). */
export const vinPatternKeys = {
  all: ['vin-patterns'] as const,
  patterns: (page: number) => [...vinPatternKeys.all, 'patterns', page] as const,
  unknowns: () => [...vinPatternKeys.all, 'unknowns'] as const,
};

/** GET /api/admin/vin-patterns (admin): a page of the patterns, the first one without a query. */
export const getVinPatterns = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<VinPatternList>(`/admin/vin-patterns${page > 1 ? `?page=${page}` : ''}`, {
    signal,
    isAuthenticated: true,
  });

/** GET /api/admin/vin-unknowns (admin): the numbers no pattern named, by their first 8 characters. */
export const getVinUnknowns = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<VinUnknownList>('/admin/vin-unknowns', { signal, isAuthenticated: true });

/** A page of the patterns; the page before stays while the next loads. */
export const useVinPatterns = (page: number) =>
  useQuery({
    queryKey: vinPatternKeys.patterns(page),
    queryFn: ({ signal }) => getVinPatterns(page, { signal }),
    placeholderData: keepPreviousData,
  });
export const useVinUnknowns = () =>
  useQuery(queryOptions({ queryKey: vinPatternKeys.unknowns(), queryFn: ({ signal }) => getVinUnknowns({ signal }) }));

/** POST /api/admin/vin-patterns (admin). */
export const addVinPattern = (input: AddVinPattern) =>
  apiRequest<VinPattern>('/admin/vin-patterns', { method: 'POST', body: input, isAuthenticated: true });

/** DELETE /api/admin/vin-patterns/{id} (admin). */
export const removeVinPattern = (id: number) =>
  apiRequest<null>(`/admin/vin-patterns/${id}`, { method: 'DELETE', isAuthenticated: true });

export type VinPatternImportOutcome =
  { isImported: true; result: VinPatternImportResult } | { isImported: false; rejection: CatalogueImportRejection };

const isRejection = (payload: unknown): payload is CatalogueImportRejection =>
  typeof payload === 'object' && payload !== null && 'errors' in payload && Array.isArray(payload.errors);

/**
 * POST /api/admin/vin-patterns/import (admin): the file replaces the table, all or nothing. A CSV
 * body, not JSON, and a refusal whose bad rows the page lists (the refusal's `answer`).
 */
export async function importVinPatterns(file: Blob): Promise<VinPatternImportOutcome> {
  try {
    const text = await uploadToApi('/api/admin/vin-patterns/import', file, { contentType: 'text/csv' });
    return { isImported: true, result: parseJson(text) as VinPatternImportResult };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      isRejection(error.answer) &&
      error.answer.errors.length > 0
    ) {
      return { isImported: false, rejection: error.answer };
    }
    throw error;
  }
}

/** GET /api/admin/vin-patterns.csv (admin), saved as a download. */
export const useExportVinPatterns = () =>
  useFileDownload(() => ({
    path: '/api/admin/vin-patterns.csv',
    accept: 'text/csv',
    fallbackName: `motoforge-vin-patterns-${new Date().toISOString().slice(0, 10)}.csv`,
  }));

/** A change of the patterns changes the log too: a pattern added drops the numbers it now names. */
function usePatternMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vinPatternKeys.all }),
  });
}

export const useAddVinPattern = () => usePatternMutation(addVinPattern);
export const useRemoveVinPattern = () => usePatternMutation(removeVinPattern);
export const useImportVinPatterns = () => usePatternMutation(importVinPatterns);
