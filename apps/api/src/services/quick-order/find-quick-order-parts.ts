import { and, arrayOverlaps, asc, inArray, isNull, or, sql } from 'drizzle-orm';
import { normalizePartNumber } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';

const quickOrderPartColumns = {
  id: parts.id,
  sku: parts.sku,
  oemNumbers: parts.oemNumbers,
  replacedNumbers: parts.replacedNumbers,
  name: parts.name,
  nameBn: parts.nameBn,
  pricePoisha: parts.pricePoisha,
  minimumOrder: parts.minimumOrder,
  availableQuantity: parts.availableQuantity,
  deletedAt: parts.deletedAt,
};
export type QuickOrderRow = { [K in keyof typeof quickOrderPartColumns]: (typeof parts.$inferSelect)[K] };

/** A part's own numbers (its SKU and OEM numbers) in their normal form. */
export const ownNormalsOf = (row: Pick<QuickOrderRow, 'sku' | 'oemNumbers'>) =>
  [row.sku, ...row.oemNumbers].map(normalizePartNumber).filter(Boolean);

/** The trigram index reads three characters at least: a shorter number is matched as a SKU only. */
const TRIGRAM = 3;

/**
 * Every part, on sale or removed, whose SKU, OEM number or old number is one of `normals`, in one
 * query (ADR 050): the SKU through its normal form's index, the old numbers through their GIN
 * index, the OEM numbers through part_numbers' trigram index; the rows are checked number by number
 * by the caller. Costs what the numbers find, not the catalogue.
 */
export async function findPartsByNumbers(db: Db, normals: readonly string[]): Promise<QuickOrderRow[]> {
  const distinct = [...new Set(normals)].filter(Boolean);
  if (distinct.length === 0) return [];
  const normalSku = sql<string>`motoforge_normalize_part_number(${parts.sku})`;
  const inPartNumbers = distinct
    .filter((normal) => normal.length >= TRIGRAM)
    // Normal forms are letters and digits only: nothing in them is a LIKE pattern's character.
    .map((normal) => sql`${parts.partNumbers} like ${`%${normal}%`}`);
  return db
    .select(quickOrderPartColumns)
    .from(parts)
    .where(or(inArray(normalSku, distinct), arrayOverlaps(parts.replacedNumbers, distinct), ...inPartNumbers))
    .orderBy(asc(parts.position));
}

/**
 * The parts on sale that replace any of `normals` (a removed part's numbers): the second query, made
 * only when a line names a removed part whose successor the first did not find.
 */
export async function findSuccessorsOf(db: Db, normals: readonly string[]): Promise<QuickOrderRow[]> {
  if (normals.length === 0) return [];
  return db
    .select(quickOrderPartColumns)
    .from(parts)
    .where(and(isNull(parts.deletedAt), arrayOverlaps(parts.replacedNumbers, [...new Set(normals)])))
    .orderBy(sql`${parts.position} + 0`);
}
