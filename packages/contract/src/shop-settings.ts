import { z } from 'zod';
import { type NumberParser, typedNumber, wireNumber } from './common.js';
import { SHOP_SETTING_BOUNDS_TAKA } from './shop-settings-rules.js';
import { shopSettingsMessages } from './shop-settings-messages.js';
import { COD_RISK_ACTION_IDS, COD_RISK_THRESHOLD_MAX } from './cod-risk.js';
import { DEADLINE_BOUNDS } from './deadlines.js';
import { vatSettingsFields, vatSettingsSchema } from './vat-invoice.js';
import { RETURN_ADDRESS_MAX, RETURN_WINDOW_DAYS_MAX } from './returns-rules.js';
import { returnMessages } from './returns-messages.js';
import { lazySchema } from './lazy-schema.js';

/** Returns (docs/returns.md): the days after delivery a buyer may ask, and where parts are sent back. */
const returnFields = <Input>(number: NumberParser<Input>) => {
  const message = returnMessages.returnWindowInvalid;
  return z.object({
    windowDays: number(z.number().int(message).min(0, message).max(RETURN_WINDOW_DAYS_MAX, message), {
      required: message,
    }),
    address: z.string().trim().max(RETURN_ADDRESS_MAX, returnMessages.returnAddressTooLong),
  });
};

/** The law's deadlines: whole days (hours for a complaint's answer), each within its bounds. */
const deadlineFields = <Input>(number: NumberParser<Input>) => {
  const whole = (message: string, { min, max }: { min: number; max: number }) =>
    number(z.number().int(message).min(min, message).max(max, message), { required: message });
  const days = shopSettingsMessages.deadlineDaysInvalid;
  return z.object({
    deliveryDaysSameCity: whole(days, DEADLINE_BOUNDS.days),
    deliveryDaysElsewhere: whole(days, DEADLINE_BOUNDS.days),
    complaintHours: whole(shopSettingsMessages.deadlineHoursInvalid, DEADLINE_BOUNDS.hours),
    refundDays: whole(days, DEADLINE_BOUNDS.days),
  });
};

/** What the shop does with a risky COD order: the threshold (0: off) and the action above it. */
const codRiskFields = <Input>(number: NumberParser<Input>) => {
  const message = shopSettingsMessages.codRiskThresholdInvalid;
  return z.object({
    threshold: number(z.number().int(message).min(0, message).max(COD_RISK_THRESHOLD_MAX, message), {
      required: message,
    }),
    action: z.enum(COD_RISK_ACTION_IDS, { message: shopSettingsMessages.codRiskActionInvalid }),
  });
};

/** The settings, each in whole taka read by `number`; one message says each one's rule. */
const shopSettingsFields = <Input>(number: NumberParser<Input>) => {
  const wholeTaka = (message: string, { min, max }: { min: number; max: number }) =>
    number(z.number().int(message).min(min, message).max(max, message), { required: message });
  return z.object({
    deliveryFee: z.object({
      insideDhaka: wholeTaka(shopSettingsMessages.insideDhakaInvalid, SHOP_SETTING_BOUNDS_TAKA.deliveryFee),
      outsideDhaka: wholeTaka(shopSettingsMessages.outsideDhakaInvalid, SHOP_SETTING_BOUNDS_TAKA.deliveryFee),
    }),
    codMax: wholeTaka(shopSettingsMessages.codMaxInvalid, SHOP_SETTING_BOUNDS_TAKA.codMax),
    // Left out, the VAT settings stay as they are: a caller that knows only the checkout's keeps working.
    vat: vatSettingsFields(number).optional(),
    // Left out, likewise: the COD risk settings stay as they are.
    codRisk: codRiskFields(number).optional(),
    deadlines: deadlineFields(number).optional(),
    returns: returnFields(number).optional(),
  });
};

/** PUT /api/admin/settings: the delivery fees and the cash-on-delivery ceiling, in taka, as JSON numbers. */
export const shopSettingsInputSchema = lazySchema(() => shopSettingsFields(wireNumber));
/** The settings form: the same settings typed ("70", "৭০"). */
export const shopSettingsFormSchema = lazySchema(() => shopSettingsFields(typedNumber));
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/** The checkout's settings, in taka, as /api/config's checkout carries them. */
export const checkoutSettingsSchema = lazySchema(() =>
  z.object({
    deliveryFee: z.object({ insideDhaka: z.number(), outsideDhaka: z.number() }),
    codMax: z.number(),
  }),
);
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

/** GET and PUT /api/admin/settings answer the settings as they are now: the checkout's and VAT's. */
export const shopSettingsSchema = lazySchema(() =>
  checkoutSettingsSchema.extend({
    vat: vatSettingsSchema,
    codRisk: z.object({ threshold: z.number().int(), action: z.enum(COD_RISK_ACTION_IDS) }),
    deadlines: z.object({
      deliveryDaysSameCity: z.number().int(),
      deliveryDaysElsewhere: z.number().int(),
      complaintHours: z.number().int(),
      refundDays: z.number().int(),
    }),
    returns: z.object({ windowDays: z.number().int(), address: z.string() }),
  }),
);
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
