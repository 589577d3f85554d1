import type { PaymentMethodId, PublicConfig } from '@motoforge/contract';
import { DHAKA_DISTRICT_ID } from '@motoforge/contract/bd-geo';

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
  const deliveryFee = districtId
    ? districtId === DHAKA_DISTRICT_ID
      ? settings.deliveryFee.insideDhaka
      : settings.deliveryFee.outsideDhaka
    : undefined;
  const total = deliveryFee === undefined || subtotal === undefined ? undefined : addTaka(subtotal, deliveryFee);
  const isCodTooLarge = paymentMethod === 'cod' && total !== undefined && total > settings.codMax;
  return { deliveryFee, total, isCodTooLarge };
}

/** Two amounts in taka added in whole poisha, so ৳0.10 + ৳0.20 is ৳0.30. */
const addTaka = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;
