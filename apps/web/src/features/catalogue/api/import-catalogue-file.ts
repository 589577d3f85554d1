import {
  catalogueImportLineSchema,
  type CatalogueImportLine,
  type CatalogueImportResult,
  type CatalogueRowError,
  NDJSON_MEDIA_TYPE,
} from '@motoforge/contract';
import { params, defineMessages } from '@/lib/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, noteIdentities } from '@/lib/api-client';
import { parseJson, uploadToApi } from '@/lib/api-transfer';
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

/**
 * POST /api/admin/catalogue/import (admin): the file as text/csv, answered as NDJSON progress
 * lines and a last line with the outcome (docs/architecture.md, "Catalogue file"). The answer's
 * lines are read as they arrive, to show the server's phases.
 */
export async function importCatalogueFile(
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<CatalogueImportResult> {
  let readUpTo = 0;
  let outcome: CatalogueImportLine | undefined;
  /** Handles every complete line that has arrived since the last call. */
  const readLines = (text: string) => {
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
  const text = await uploadToApi('/api/admin/catalogue/import', file, {
    contentType: 'text/csv',
    accept: `${NDJSON_MEDIA_TYPE}, application/json`,
    failedText: importFailed,
    onUpload: (share) => onProgress({ phase: 'uploading', share }),
    onText: readLines,
  });
  readLines(text);
  if (outcome?.phase === 'done') return { created: outcome.created, updated: outcome.updated };
  // No bad rows: the server failed, not the file.
  if (outcome?.phase === 'failed') {
    noteIdentities(outcome);
    throw outcome.errors.length > 0
      ? new CatalogueImportRefused(outcome.message, outcome.errors)
      : new ApiError(500, outcome.message);
  }
  throw new Error('The import answered without its outcome');
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
