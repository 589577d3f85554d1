import { count, desc, eq } from 'drizzle-orm';
import type { Outbox } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/** GET /api/admin/outbox: a page of what the shop sent, newest first; `to` narrows it to one recipient. */
export async function listOutbox(
  db: Db,
  { to, page, pageSize }: { to?: string; page: number; pageSize: number },
): Promise<Outbox> {
  const where = to ? eq(outbox.to, to) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      channel: row.channel,
      to: row.to,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      error: row.error,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
