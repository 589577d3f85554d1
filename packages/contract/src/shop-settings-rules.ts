/*
 * The shop settings rules: ids, limits and defaults, zod-free, so that the web app's pages
 * and its translation table read them without the schemas. The texts are in shop-settings-messages.ts.
 */

import { COD_TOTAL_MAX_POISHA } from './checkout-rules.js';
import { ORDER_TOTAL_MAX_POISHA } from './constants.js';

/** Delivery fees by default (docs/product.md#checkout): inside Dhaka district, and anywhere else. */
export const DELIVERY_FEE_DEFAULTS_POISHA = { insideDhaka: 7_000, outsideDhaka: 13_000 } as const;

/**
 * What the admin may set (docs/product.md#checkout), in whole taka: a fee from free to more than any courier
 * asks for a parcel of parts; a cash-on-delivery ceiling no lower than a small order, and no higher
 * than an order may come to at all.
 */
export const SHOP_SETTING_BOUNDS_TAKA = {
  deliveryFee: { min: 0, max: 5_000 },
  codMax: { min: 1_000, max: Math.floor(ORDER_TOTAL_MAX_POISHA / 100) },
} as const;

/** The shop's settings as they are before the admin changes any, in poisha. */
export const SHOP_SETTINGS_DEFAULTS_POISHA = {
  deliveryFeeInsideDhaka: DELIVERY_FEE_DEFAULTS_POISHA.insideDhaka,
  deliveryFeeOutsideDhaka: DELIVERY_FEE_DEFAULTS_POISHA.outsideDhaka,
  codMax: COD_TOTAL_MAX_POISHA,
} as const;
