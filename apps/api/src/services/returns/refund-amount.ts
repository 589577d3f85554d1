/**
 * What a return gives back (docs/returns.md#refund), in poisha:
 * - the returned lines at the price charged;
 * - with the order's delivery fee too, when the shop is at fault (a damaged or wrong part, or the
 *   fit guarantee) and nothing of the order is left with the buyer: they get everything they paid;
 * - less the order's delivery fee for the way back, when a courier collects parts the buyer chose
 *   to return (any other reason);
 * - never more than the order has left to refund, and never below nothing.
 */
export function refundPoishaOf(facts: {
  linesPoisha: number;
  deliveryFeePoisha: number;
  shopPaysReturn: boolean;
  isWholeOrder: boolean;
  isPickupBooked: boolean;
  leftToRefundPoisha: number;
}): number {
  const deliveryBack = facts.shopPaysReturn && facts.isWholeOrder ? facts.deliveryFeePoisha : 0;
  const wayBack = facts.isPickupBooked && !facts.shopPaysReturn ? facts.deliveryFeePoisha : 0;
  return Math.max(0, Math.min(facts.leftToRefundPoisha, facts.linesPoisha + deliveryBack - wayBack));
}
