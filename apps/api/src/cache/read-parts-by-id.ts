import { and, inArray, isNull } from 'drizzle-orm';
import type { Part } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { parts } from '../db/schema.js';
import { toPart } from '../services/catalogue/to-part.js';

/** The parts with these ids that are in the catalogue (not removed), as `GET /api/part` gives them. */
export async function readPartsById(db: Db, ids: string[]): Promise<Part[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(parts)
    .where(and(inArray(parts.id, ids), isNull(parts.deletedAt)));
  return rows.map(toPart);
}
