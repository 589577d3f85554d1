/*
 * Zod-free, like messages.ts: the web app's translation table reads these without the schemas.
 */

import { formatTaka } from './format-taka.js';
import { SHOP_SETTING_BOUNDS_TAKA } from './shop-settings-rules.js';
import { messageTable } from './message-codes.js';

const fee = SHOP_SETTING_BOUNDS_TAKA.deliveryFee;
const codMax = SHOP_SETTING_BOUNDS_TAKA.codMax;
const range = (min: number, max: number) => `a whole number of taka from ${formatTaka(min)} to ${formatTaka(max)}`;

export const shopSettingsMessages = messageTable('shopSettings', {
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
});
