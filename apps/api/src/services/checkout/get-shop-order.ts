import { asc, desc, eq } from 'drizzle-orm';
import { poishaToTaka, type SessionUser, type ShopOrder } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orderLines, sslcommerzPayments } from '../../db/schema.js';
import { getOrderForActor } from '../orders/get-order-for-actor.js';

/** GET /api/orders/{id}: the order with its lines, for its buyer or an admin. */
export async function getShopOrder(db: Db, orderId: string, actor: SessionUser): Promise<ShopOrder> {
  const order = await getOrderForActor(db, orderId, actor);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const [online] = await db
    .select({ status: sslcommerzPayments.status, problem: sslcommerzPayments.problem })
    .from(sslcommerzPayments)
    .where(eq(sslcommerzPayments.orderId, order.id))
    .orderBy(desc(sslcommerzPayments.createdAt))
    .limit(1);
  const { deliveryName, divisionId, districtId, upazilaId, street } = order;
  return {
    id: order.id,
    state: order.state,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    tnxId: order.tnxId,
    phoneConfirmed: order.phoneConfirmedAt !== null,
    lines: lines.map((line) => ({
      _id: line.id,
      partId: line.partId,
      productName: line.productName,
      price: poishaToTaka(line.pricePoisha),
      quantity: line.quantity,
    })),
    subtotal: poishaToTaka(order.subtotalPoisha),
    deliveryFee: poishaToTaka(order.deliveryFeePoisha),
    total: poishaToTaka(order.totalPoisha),
    email: order.email,
    phone: order.phone,
    address: order.address,
    delivery:
      deliveryName && divisionId && districtId && upazilaId && street
        ? { name: deliveryName, divisionId, districtId, upazilaId, street }
        : null,
    onlinePayment: online ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}
