import { orderTotalPoisha, poishaToTaka } from '@motoforge/contract';

/** An order row's total in poisha, by the contract's rule (the row keeps its unit price in poisha). */
export const orderTotalOf = (order: { pricePoisha: number; quantity: number }): number =>
  orderTotalPoisha(poishaToTaka(order.pricePoisha), order.quantity);
