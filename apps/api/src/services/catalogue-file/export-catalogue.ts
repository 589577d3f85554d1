import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { CATALOGUE_FILE_COLUMNS, poishaToTaka } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { fitments, parts, vehicles } from '../../db/schema.js';
import { byVehicleName, vehicleNameColumns } from '../vehicle-columns.js';
import { BYTE_ORDER_MARK, toCsvLine } from './csv.js';

/** Parts read per query: the file is written a page at a time, never the whole catalogue at once. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * The live catalogue as CSV text (docs/product.md#catalogue), in shop order, one page of parts per chunk; read
 * as the reader pulls. Each page is its own query, not one long transaction: on PGlite a
 * transaction held for a slow download would stop every other request.
 */
export async function* exportCatalogue(db: Db, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + toCsvLine(CATALOGUE_FILE_COLUMNS);
  let afterPosition = 0;
  for (;;) {
    const page = await db
      .select({
        id: parts.id,
        position: parts.position,
        sku: parts.sku,
        name: parts.name,
        nameBn: parts.nameBn,
        category: parts.category,
        description: parts.description,
        descriptionBn: parts.descriptionBn,
        pricePoisha: parts.pricePoisha,
        minimumOrder: parts.minimumOrder,
        availableQuantity: parts.availableQuantity,
        img: parts.img,
        oemNumbers: parts.oemNumbers,
        replaces: parts.replaces,
      })
      .from(parts)
      .where(and(isNull(parts.deletedAt), gt(parts.position, afterPosition)))
      .orderBy(asc(parts.position))
      .limit(pageSize);
    const last = page.at(-1);
    if (!last) return;
    const fitment = await fitmentOf(
      db,
      page.map((part) => part.id),
    );
    yield page
      .map((part) =>
        toCsvLine([
          part.sku,
          part.name,
          part.nameBn,
          part.category,
          part.description,
          part.descriptionBn,
          String(poishaToTaka(part.pricePoisha)),
          String(part.minimumOrder),
          String(part.availableQuantity),
          part.img,
          part.oemNumbers.join(';'),
          (fitment.get(part.id) ?? []).join(';'),
          part.replaces.join(';'),
        ]),
      )
      .join('');
    afterPosition = last.position;
  }
}

/** Each part's fitment entries as the file writes them, `make|model|variant|yearFrom-yearTo`. */
async function fitmentOf(db: Db, partIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      partId: fitments.partId,
      ...vehicleNameColumns,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
    })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(inArray(fitments.partId, partIds))
    .orderBy(...byVehicleName, asc(fitments.yearFrom));
  const byPart = new Map<string, string[]>();
  for (const row of rows) {
    const entry = `${row.make}|${row.model}|${row.variant}|${row.yearFrom}-${row.yearTo}`;
    const entries = byPart.get(row.partId);
    if (entries) entries.push(entry);
    else byPart.set(row.partId, [entry]);
  }
  return byPart;
}
