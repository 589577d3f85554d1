import {
  catalogueFileMessages,
  type CatalogueImportPhase,
  type CatalogueImportRejection,
  type CatalogueImportResult,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { checkCatalogueFile } from './check-catalogue-file.js';
import { saveCatalogueRows } from './save-catalogue-rows.js';

export type ImportProgress = (phase: CatalogueImportPhase, done: number, total: number) => void;

export type ImportOutcome =
  { isImported: true; result: CatalogueImportResult } | { isImported: false; rejection: CatalogueImportRejection };

/**
 * Imports a catalogue file all or nothing (docs/product.md#catalogue): every row is checked first, and only a
 * file without a bad row is written, in one transaction. `onProgress` hears how far each phase
 * has gone.
 */
export async function importCatalogue(
  db: Db,
  text: string,
  onProgress: ImportProgress = () => {},
): Promise<ImportOutcome> {
  const checked = await checkCatalogueFile(db, text, (done, total) => onProgress('checking', done, total));
  if (checked.errors.length > 0) {
    const badRows = new Set(checked.errors.map((error) => error.row)).size;
    return {
      isImported: false,
      rejection: { success: false, message: catalogueFileMessages.rejected(badRows), errors: checked.errors },
    };
  }
  const result = await saveCatalogueRows(db, checked.rows, (done, total) => onProgress('saving', done, total));
  return { isImported: true, result };
}
