import { asc, count, isNull } from 'drizzle-orm';
import type { CatalogueItem, PartsPage } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { parts } from '../db/schema.js';
import { toPart } from '../services/catalogue/to-part.js';

/** A part as a list shows it to a visitor with no bike chosen: fitment says nothing yet. */
const toCatalogueItem = (row: typeof parts.$inferSelect): CatalogueItem => ({
  ...toPart(row),
  sku: row.sku,
  category: row.category,
  oemNumbers: row.oemNumbers,
  fitsCurrentBike: null,
});

/**
 * One page of `GET /api/parts` in the shop order with no search, filter or bike: what home (the
 * first 13) and `/allproducts` show a visitor first. Reads that page's rows and the count, by the
 * position index, whatever the size of the catalogue.
 */
export async function readShopOrderPage(db: Db, page: number, pageSize: number): Promise<PartsPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(parts)
      .where(isNull(parts.deletedAt))
      .orderBy(asc(parts.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(parts).where(isNull(parts.deletedAt)),
  ]);
  return { items: rows.map(toCatalogueItem), total: counted?.total ?? 0, page, pageSize };
}
