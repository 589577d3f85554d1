import { cashDuePoishaOf } from '@motoforge/contract';
import type { PAYMENT_METHODS } from '../db/schema.js';

export type CodOrder = {
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  paid: boolean;
  totalPoisha: number;
  advancePoisha: number;
  advancePaidAt: Date | null;
};

/**
 * What the courier collects at the door, in poisha (ADR 032): the total of a cash-on-delivery
 * order not paid yet (delivery fee included), less the advance it paid online (ADR 063); nothing
 * for an order already paid. An order paid online that is not paid never reaches a courier:
 * asking for one is a bug, not a parcel with cash to collect.
 */
export function codAmountPoishaFor(order: CodOrder): number {
  if (order.paid) return 0;
  if (order.paymentMethod === 'cod') return cashDuePoishaOf(order);
  throw new Error(`An unpaid ${order.paymentMethod} order cannot be handed to a courier.`);
}
