import type {
  AddVinPattern,
  CatalogueImportRejection,
  VinPattern,
  VinPatternImportResult,
  VinPatternList,
  VinUnknownList,
} from '@motoforge/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCESS_TOKEN_KEY,
  ApiError,
  apiRequest,
  CONNECTION_FAILED_MESSAGE,
  isErrorResponse,
  requestFailedMessage,
} from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

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
 * body, not JSON, and a refusal whose bad rows the page lists: fetch here, as download-file.ts
 * does for the export, rather than apiRequest, which sends JSON and keeps only the message.
 */
export async function importVinPatterns(file: Blob): Promise<VinPatternImportOutcome> {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch('/api/admin/vin-patterns/import', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'text/csv',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { isImported: true, result: payload as VinPatternImportResult };
  if (response.status === 400 && isRejection(payload) && payload.errors.length > 0) {
    return { isImported: false, rejection: payload };
  }
  throw new ApiError(
    response.status,
    isErrorResponse(payload) ? payload.message : requestFailedMessage(response.status),
  );
}

/** GET /api/admin/vin-patterns.csv (admin), saved as a download. */
export const exportVinPatterns = () =>
  downloadFile('/api/admin/vin-patterns.csv', {
    accept: 'text/csv',
    fallbackName: `motoforge-vin-patterns-${new Date().toISOString().slice(0, 10)}.csv`,
    failedText: requestFailedMessage,
  });

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
export const useExportVinPatterns = () => useMutation({ mutationFn: exportVinPatterns });
