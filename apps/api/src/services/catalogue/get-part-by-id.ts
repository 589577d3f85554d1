import { and, eq, isNull } from 'drizzle-orm';
import { messages, type Part } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { toPart } from './to-part.js';

export async function getPartById(db: Db, id: string): Promise<Part> {
  // A malformed id cannot name a part: answer 404 instead of letting PostgreSQL reject the cast.
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  const [row] = await db
    .select()
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .limit(1);
  if (!row) throw notFound(messages.partNotFound);
  return toPart(row);
}
