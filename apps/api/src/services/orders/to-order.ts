import { poishaToTaka } from '@motoforge/contract';
import type { Order } from '@motoforge/contract';
import type { Booking } from './get-order-for-actor.js';

/** A line of an order as the spec's booking: its part, with its order's buyer, payment and state. */
export function toOrder({ line, order }: Booking): Order {
  return {
    _id: line.id,
    orderId: order.id,
    orderNumber: order.number,
    paymentMethod: order.paymentMethod,
    partId: line.partId,
    productName: line.productName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    quantity: line.quantity,
    number: line.quantity,
    price: poishaToTaka(line.pricePoisha),
    orderTotal: poishaToTaka(order.totalPoisha),
    paid: order.paid,
    tnxId: order.tnxId,
    status: order.status,
    state: order.state,
    createdAt: order.createdAt.toISOString(),
  };
}
