import {
  catalogueImportLineSchema,
  type CatalogueImportLine,
  type CatalogueImportResult,
  type CatalogueRowError,
  messages,
  NDJSON_MEDIA_TYPE,
} from '@motoforge/contract';
import { params, defineMessages } from '@/lib/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_TOKEN_KEY, ApiError, CONNECTION_FAILED_MESSAGE, isErrorResponse } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** Said when the server refused the import without saying why (the status is HTTP's code). */
const importMessages = defineMessages('shop.importCatalogueFile', {
  failed: params('Import failed ({status})'),
});
function importFailed(status: number): string {
  const texts = importMessages().get();
  return texts.failed({ status: String(status) });
}

/** How far an import has gone: the upload (a share from 0 to 1, null when unknown), then the server's phases. */
export type ImportProgress =
  { phase: 'uploading'; share: number | null } | { phase: 'checking' | 'saving'; done: number; total: number };

/** The import was refused: every bad row, with nothing changed. */
export class CatalogueImportRefused extends ApiError {
  constructor(
    message: string,
    readonly rows: CatalogueRowError[],
  ) {
    super(400, message);
    this.name = 'CatalogueImportRefused';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/catalogue/import (admin): the file as text/csv, answered as NDJSON progress
 * lines and a last line with the outcome (docs/architecture.md, "Catalogue file").
 * XMLHttpRequest, not fetch: only it reports how far the upload has gone, and it hands over the
 * answer's lines as they arrive.
 */
export function importCatalogueFile(
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<CatalogueImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let readUpTo = 0;
    let outcome: CatalogueImportLine | undefined;
    /** Handles every complete line that has arrived since the last call. */
    const readLines = () => {
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n') + 1;
      if (end <= readUpTo) return;
      for (const raw of text.slice(readUpTo, end).split('\n')) {
        const line = catalogueImportLineSchema.safeParse(parseJson(raw));
        if (!line.success) continue;
        if (line.data.phase === 'checking' || line.data.phase === 'saving') onProgress(line.data);
        else outcome = line.data;
      }
      readUpTo = end;
    };

    xhr.open('POST', '/api/admin/catalogue/import');
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', `${NDJSON_MEDIA_TYPE}, application/json`);
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress({ phase: 'uploading', share: event.lengthComputable ? event.loaded / event.total : null });
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) readLines();
    };
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_FAILED_MESSAGE));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const payload = parseJson(xhr.responseText);
        const words = isErrorResponse(payload)
          ? payload.message
          : xhr.status >= 500
            ? messages.serverError
            : importFailed(xhr.status);
        reject(new ApiError(xhr.status, words));
        return;
      }
      readLines();
      if (outcome?.phase === 'done') resolve({ created: outcome.created, updated: outcome.updated });
      else if (outcome?.phase === 'failed') {
        // No bad rows: the server failed, not the file.
        reject(
          outcome.errors.length > 0
            ? new CatalogueImportRefused(outcome.message, outcome.errors)
            : new ApiError(500, outcome.message),
        );
      } else reject(new Error('The import answered without its outcome'));
    };
    xhr.send(file);
  });
}

/** The import as a mutation, with how far it has gone (meaningful while `isPending`). */
export function useImportCatalogueFile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>({ phase: 'uploading', share: 0 });
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress({ phase: 'uploading', share: 0 });
      return importCatalogueFile(file, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
  return { ...mutation, progress };
}
