import { COD_TOTAL_MAX_POISHA } from './checkout-messages.js';
import { ORDER_TOTAL_MAX_POISHA } from './constants.js';
import { formatTaka } from './format-taka.js';

/*
 * Zod-free, like messages.ts: the web app's translation table reads these without the schemas.
 */

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

const fee = SHOP_SETTING_BOUNDS_TAKA.deliveryFee;
const codMax = SHOP_SETTING_BOUNDS_TAKA.codMax;
const range = (min: number, max: number) => `a whole number of taka from ${formatTaka(min)} to ${formatTaka(max)}`;

export const shopSettingsMessages = {
  insideDhakaInvalid: `The delivery fee inside Dhaka must be ${range(fee.min, fee.max)}`,
  outsideDhakaInvalid: `The delivery fee outside Dhaka must be ${range(fee.min, fee.max)}`,
  codMaxInvalid: `The cash-on-delivery limit must be ${range(codMax.min, codMax.max)}`,
  codRiskThresholdInvalid: 'The risk threshold must be a whole number from 0 (no check) to 200',
  codRiskActionInvalid: 'Choose what happens to a risky cash-on-delivery order',
  codRiskAdvanceNeedsSslcommerz:
    'Asking for the delivery fee online needs SSLCommerz, which this shop has not set up: choose another action',
  deadlineDaysInvalid: 'A deadline must be a whole number of days from 1 to 60',
  deadlineHoursInvalid: 'A deadline must be a whole number of hours from 1 to 720',
  saved: 'Settings saved. New checkouts use them now.',
  notSaved: 'The settings were not saved. Please try again.',
} as const;
