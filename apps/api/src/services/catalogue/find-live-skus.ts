import { and, inArray, isNull, sql } from 'drizzle-orm';
import { normalizePartNumber } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { parts } from '../../db/schema.js';

/**
 * Which of `numbers` are, in any form, the SKU of a part on sale: an old number may not be a live
 * part's own (docs/search.md#old-part-numbers). Looked up by the SKUs' normal form's index, so it
 * costs what the numbers do, not the catalogue. Answers the normal forms found.
 */
export async function findLiveSkus(db: Db | Tx, numbers: readonly string[]): Promise<Set<string>> {
  const normals = [...new Set(numbers.map(normalizePartNumber))];
  if (normals.length === 0) return new Set();
  const normalSku = sql<string>`motoforge_normalize_part_number(${parts.sku})`;
  const rows = await db
    .select({ normal: normalSku })
    .from(parts)
    .where(and(isNull(parts.deletedAt), inArray(normalSku, normals)));
  return new Set(rows.map((row) => row.normal));
}
