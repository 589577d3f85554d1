import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { messages, type RestockPage } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { partRestocks, parts } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { toRestock } from './restock-part.js';

/** `GET /api/part/{id}/restocks`: a part's restocks, newest first, a page at a time. */
export async function listRestocks(
  db: Db,
  id: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<RestockPage> {
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  const [part] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)));
  if (!part) throw notFound(messages.partNotFound);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partRestocks)
      .where(eq(partRestocks.partId, id))
      .orderBy(desc(partRestocks.createdAt), desc(partRestocks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(partRestocks).where(eq(partRestocks.partId, id)),
  ]);
  return { items: rows.map(toRestock), total: total?.value ?? 0, page, pageSize };
}
