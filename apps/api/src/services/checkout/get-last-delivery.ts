import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { LastDelivery, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/**
 * GET /api/checkout/last-delivery: the delivery address of the caller's own most recent order
 * that has one (an order of the checkout or of Buy Now), offered again on the next order
 * (docs/architecture.md, Cart and checkout). Orders of the spec's free-text address have none.
 */
export async function getLastDelivery(db: Db, actor: SessionUser): Promise<LastDelivery> {
  const [row] = await db
    .select({
      name: orders.deliveryName,
      phone: orders.phone,
      divisionId: orders.divisionId,
      districtId: orders.districtId,
      upazilaId: orders.upazilaId,
      street: orders.street,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, actor.id),
        isNotNull(orders.deliveryName),
        isNotNull(orders.divisionId),
        isNotNull(orders.districtId),
        isNotNull(orders.upazilaId),
        isNotNull(orders.street),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!row?.name || !row.divisionId || !row.districtId || !row.upazilaId || !row.street) return { address: null };
  const { name, phone, divisionId, districtId, upazilaId, street } = row;
  return { address: { name, phone, divisionId, districtId, upazilaId, street } };
}
