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
  category: parts.category,
  pricePoisha: parts.pricePoisha,
  minimumOrder: parts.minimumOrder,
  availableQuantity: parts.availableQuantity,
  deletedAt: parts.deletedAt,
};
export type QuickOrderRow = { [K in keyof typeof quickOrderPartColumns]: (typeof parts.$inferSelect)[K] };

/** A part's own numbers (its SKU and OEM numbers) in their normal form. */
export const ownNormalsOf = (row: Pick<QuickOrderRow, 'sku' | 'oemNumbers'>) =>
  [row.sku, ...row.oemNumbers].map(normalizePartNumber).filter(Boolean);

/**
 * Every part, on sale or removed, whose SKU, OEM number or old number is one of `normals`, in one
 * query (ADR 050), each through its own index on the numbers' normal form: the SKU's expression
 * index, the OEM numbers' GIN index (migration 0027) and the old numbers' GIN index. Costs what the
 * numbers find, not the catalogue.
 */
export async function findPartsByNumbers(db: Db, normals: readonly string[]): Promise<QuickOrderRow[]> {
  const distinct = [...new Set(normals)].filter(Boolean);
  if (distinct.length === 0) return [];
  const normalSku = sql<string>`motoforge_normalize_part_number(${parts.sku})`;
  const normalOems = sql`motoforge_normalize_part_numbers(${parts.oemNumbers})`;
  return db
    .select(quickOrderPartColumns)
    .from(parts)
    .where(
      or(
        inArray(normalSku, distinct),
        sql`${normalOems} && ${sql.param(distinct, parts.oemNumbers)}`,
        arrayOverlaps(parts.replacedNumbers, distinct),
      ),
    )
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
