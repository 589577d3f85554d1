import { codAmountPoishaFor } from '../../couriers/cod-amount.js';
import type { Parcel } from '../../couriers/courier.js';
import type { orders } from '../../db/schema.js';

/** The order as a courier sees it: who gets it, where, and the cash the rider collects. */
export const parcelOf = (order: typeof orders.$inferSelect): Parcel => ({
  orderId: order.id,
  orderNumber: order.number,
  recipientName: order.deliveryName ?? order.email,
  recipientPhone: order.phone,
  recipientAddress: order.address,
  districtId: order.districtId,
  upazilaId: order.upazilaId,
  codAmountPoisha: codAmountPoishaFor(order),
  valuePoisha: order.subtotalPoisha,
});
