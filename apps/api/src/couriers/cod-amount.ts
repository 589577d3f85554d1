import type { PAYMENT_METHODS } from '../db/schema.js';

export type CodOrder = {
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  paid: boolean;
  totalPoisha: number;
};

/**
 * What the courier collects at the door, in poisha (ADR 032): the whole total of a cash-on-delivery
 * order not paid yet (delivery fee included: the buyer has paid nothing), nothing for an order
 * already paid. An order paid online that is not paid never reaches a courier: asking for one is
 * a bug, not a parcel with cash to collect.
 */
export function codAmountPoishaFor(order: CodOrder): number {
  if (order.paid) return 0;
  if (order.paymentMethod === 'cod') return order.totalPoisha;
  throw new Error(`An unpaid ${order.paymentMethod} order cannot be handed to a courier.`);
}
