import { isCodOverCeiling, type PaymentMethodId, type PublicConfig } from '@motoforge/contract';
import { deliveryFeeFor } from '@motoforge/contract/bd-geo';

type CheckoutSettings = PublicConfig['checkout'];

/**
 * The delivery fee and total the checkout and the purchase page show, from the shop's settings as
 * `/api/config` gives them (the server computes the order's own, ADR 031), and whether cash on
 * delivery is over its ceiling.
 */
export function deliveryCharges(
  settings: CheckoutSettings,
  {
    districtId,
    subtotal,
    paymentMethod,
  }: { districtId: string; subtotal: number | undefined; paymentMethod: PaymentMethodId | undefined },
) {
  // No district chosen yet: the fee waits for it.
  const deliveryFee = districtId ? deliveryFeeFor(districtId, settings.deliveryFee) : undefined;
  const total = deliveryFee === undefined || subtotal === undefined ? undefined : addTaka(subtotal, deliveryFee);
  const isCodTooLarge = total !== undefined && isCodOverCeiling(paymentMethod, total, settings.codMax);
  return { deliveryFee, total, isCodTooLarge };
}

/** Two amounts in taka added in whole poisha, so ৳0.10 + ৳0.20 is ৳0.30. */
const addTaka = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;
