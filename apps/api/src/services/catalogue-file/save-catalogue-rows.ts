import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import { takaToPoisha, type CatalogueImportResult } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { fitments, parts } from '../../db/schema.js';
import type { CheckedRow } from './check-catalogue-file.js';

/**
 * Parts written per statement: one multi-row upsert per chunk, and its fitment in a few more. 500
 * parts of 12 columns, or 2,000 fitment rows of 5, stay far below PostgreSQL's 65,535 parameters.
 */
const PART_CHUNK = 500;
const FITMENT_CHUNK = 2_000;
/** Any fixed number: names the lock that lets one import at a time decide what is new. */
const IMPORT_LOCK_KEY = 7_246_008;

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Writes checked rows in one transaction, upserting parts by SKU in file order (new SKUs get the
 * next places at the end of the shop order) and replacing each part's fitment with the file's. A
 * SKU of a part removed from the catalogue brings that part back, the same row (its orders and
 * reviews still point at it) in its old place, and counts as added. A fitment row the file lists
 * again with the same years keeps its note, which the file does not carry. A file without the
 * Bangla columns (exported before there were any) leaves the Bangla of the parts it updates alone.
 */
export async function saveCatalogueRows(
  db: Db,
  rows: CheckedRow[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CatalogueImportResult> {
  return db.transaction(async (tx) => {
    // Two imports at once would each take the other's new SKUs for their own.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    let created = 0;
    let done = 0;
    onProgress(done, rows.length);
    // Every row of a file has the same columns; a column it has not leaves its field as it was.
    const keeps = {
      nameBn: rows[0]?.name_bn === undefined,
      descriptionBn: rows[0]?.description_bn === undefined,
      replaces: rows[0]?.replaces === undefined,
    };
    for (const chunk of chunksOf(rows, PART_CHUNK)) {
      const skus = chunk.map((row) => row.sku);
      const live = await tx
        .select({ sku: parts.sku })
        .from(parts)
        .where(and(inArray(parts.sku, skus), isNull(parts.deletedAt)));
      created += chunk.length - live.length;
      const written = await tx
        .insert(parts)
        .values(
          chunk.map((row) => ({
            sku: row.sku,
            name: row.name,
            nameBn: row.name_bn ?? '',
            category: row.category,
            description: row.description,
            descriptionBn: row.description_bn ?? '',
            pricePoisha: takaToPoisha(row.price),
            minimumOrder: row.minimumOrder,
            availableQuantity: row.availableQuantity,
            img: row.img,
            oemNumbers: row.oemNumbers,
            replaces: row.replaces ?? [],
          })),
        )
        .onConflictDoUpdate({
          target: parts.sku,
          set: {
            name: sql`excluded.name`,
            ...(keeps.nameBn ? {} : { nameBn: sql`excluded.name_bn` }),
            category: sql`excluded.category`,
            description: sql`excluded.description`,
            ...(keeps.descriptionBn ? {} : { descriptionBn: sql`excluded.description_bn` }),
            pricePoisha: sql`excluded.price_poisha`,
            minimumOrder: sql`excluded.minimum_order`,
            availableQuantity: sql`excluded.available_quantity`,
            img: sql`excluded.img`,
            oemNumbers: sql`excluded.oem_numbers`,
            ...(keeps.replaces ? {} : { replaces: sql`excluded.replaces` }),
            // An edit opened before the import must not undo it (ADR 027).
            updatedAt: sql`clock_timestamp()`,
            deletedAt: null,
          },
        })
        .returning({ id: parts.id, sku: parts.sku });
      const idOfSku = new Map(written.map((part) => [part.sku, part.id]));
      const partIds = written.map((part) => part.id);

      const notes = await tx
        .select({
          partId: fitments.partId,
          vehicleId: fitments.vehicleId,
          yearFrom: fitments.yearFrom,
          yearTo: fitments.yearTo,
          note: fitments.note,
        })
        .from(fitments)
        .where(and(inArray(fitments.partId, partIds), ne(fitments.note, '')));
      const noteOf = new Map(notes.map((row) => [fitmentKey(row.partId, row), row.note]));
      await tx.delete(fitments).where(inArray(fitments.partId, partIds));
      const fitmentRows = chunk.flatMap((row) => {
        const partId = idOfSku.get(row.sku);
        if (!partId) throw new Error(`the upsert returned no part for SKU ${row.sku}`);
        return row.fitment.map((fit) => ({ partId, ...fit, note: noteOf.get(fitmentKey(partId, fit)) ?? '' }));
      });
      for (const fitmentChunk of chunksOf(fitmentRows, FITMENT_CHUNK)) {
        await tx.insert(fitments).values(fitmentChunk);
      }
      done += chunk.length;
      onProgress(done, rows.length);
      // PGlite answers within this thread: without a turn of the event loop the progress would
      // leave only with the last line.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { created, updated: rows.length - created };
  });
}

const fitmentKey = (partId: string, fit: { vehicleId: number; yearFrom: number; yearTo: number }) =>
  `${partId}:${fit.vehicleId}:${fit.yearFrom}:${fit.yearTo}`;
