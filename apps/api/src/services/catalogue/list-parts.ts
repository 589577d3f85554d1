import { asc, isNull } from 'drizzle-orm';
import type { Part } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { toPart } from './to-part.js';

/** The catalogue in its shop order, without parts removed by an admin. */
export async function listParts(db: Db): Promise<Part[]> {
  const rows = await db.select().from(parts).where(isNull(parts.deletedAt)).orderBy(asc(parts.position));
  return rows.map(toPart);
}
