import { poishaToTaka } from '@motoforge/contract';
import type { Order } from '@motoforge/contract';
import type { orders } from '../../db/schema.js';

export function toOrder(row: typeof orders.$inferSelect): Order {
  return {
    _id: row.id,
    partId: row.partId,
    productName: row.productName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    quantity: row.quantity,
    number: row.quantity,
    price: poishaToTaka(row.pricePoisha),
    paid: row.paid,
    tnxId: row.tnxId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
