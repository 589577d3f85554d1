import { and, arrayOverlaps, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { normalizePartNumber, type PartSuccessor } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { isUuid } from '../ids.js';

/**
 * The part on sale that replaces a removed part: one whose old numbers have the removed part's SKU
 * or one of its OEM numbers, in any form; the first in the shop's order when several do. Found
 * through the old numbers' index (docs/search.md#old-part-numbers). None for a part still on sale.
 */
export async function findSuccessor(db: Db, id: string): Promise<PartSuccessor['successor']> {
  if (!isUuid(id)) return null;
  const [removed] = await db
    .select({ sku: parts.sku, oemNumbers: parts.oemNumbers })
    .from(parts)
    .where(and(eq(parts.id, id), isNotNull(parts.deletedAt)));
  if (!removed) return null;
  const numbers = [removed.sku, ...removed.oemNumbers].map(normalizePartNumber).filter(Boolean);
  const [successor] = await db
    .select({ _id: parts.id, name: parts.name, nameBn: parts.nameBn })
    .from(parts)
    .where(and(isNull(parts.deletedAt), arrayOverlaps(parts.replacedNumbers, numbers)))
    // Not by the position index: walking it in order until a row matches reads the whole
    // catalogue when none does. The few rows the GIN index finds are sorted instead.
    .orderBy(sql`${parts.position} + 0`)
    .limit(1);
  return successor ?? null;
}
