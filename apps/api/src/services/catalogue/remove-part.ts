import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { isUuid } from '../ids.js';

/**
 * Takes a part out of the catalogue. The row stays, so orders of it keep their history (they also
 * carry their own copy of its name and price).
 */
export async function removePart(db: Db, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const removed = await db
    .update(parts)
    .set({ deletedAt: new Date() })
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .returning({ id: parts.id });
  return removed.length;
}
