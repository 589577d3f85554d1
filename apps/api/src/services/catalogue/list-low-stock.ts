import { and, asc, count, isNull, sql } from 'drizzle-orm';
import type { LowStockPage } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';

/**
 * `GET /api/admin/low-stock`: the parts on sale whose stock is at or below their threshold, in the
 * shop's order, a page at a time. Read through the partial index `parts_low_stock_idx`.
 */
export async function listLowStock(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<LowStockPage> {
  // Written as the index's predicate, so the planner sees that the index covers it.
  const isLow = and(sql`${parts.isLowStock}`, isNull(parts.deletedAt));
  const [items, [total]] = await Promise.all([
    db
      .select({
        _id: parts.id,
        name: parts.name,
        nameBn: parts.nameBn,
        sku: parts.sku,
        img: parts.img,
        availableQuantity: parts.availableQuantity,
        lowStockThreshold: parts.lowStockThreshold,
      })
      .from(parts)
      .where(isLow)
      .orderBy(asc(parts.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(parts).where(isLow),
  ]);
  return { items, total: total?.value ?? 0, page, pageSize };
}
