import { orderTotalPoisha } from '@motoforge/contract';

/**
 * Unit price × quantity (docs/product.md#constants: subtotal and total payable), counted in whole poisha so that
 * ৳19.99 × 3 is exactly ৳59.97 and not 59.969999…; the same count the order cap is checked with.
 */
export function totalTaka(unitPrice: number, quantity: number): number {
  return orderTotalPoisha(unitPrice, quantity) / 100;
}
