import { z } from 'zod';
import { typedNumber } from './common.js';
import { SHOP_SETTING_BOUNDS_TAKA, shopSettingsMessages } from './shop-settings-messages.js';

/** A setting in whole taka, typed ("70", "৭০") or sent as a number; one message says the rule. */
const wholeTaka = (message: string, { min, max }: { min: number; max: number }) =>
  typedNumber(z.number().int(message).min(min, message).max(max, message), { required: message });

/** PUT /api/admin/settings: the delivery fees and the cash-on-delivery ceiling, in taka. */
export const shopSettingsInputSchema = z.object({
  deliveryFee: z.object({
    insideDhaka: wholeTaka(shopSettingsMessages.insideDhakaInvalid, SHOP_SETTING_BOUNDS_TAKA.deliveryFee),
    outsideDhaka: wholeTaka(shopSettingsMessages.outsideDhakaInvalid, SHOP_SETTING_BOUNDS_TAKA.deliveryFee),
  }),
  codMax: wholeTaka(shopSettingsMessages.codMaxInvalid, SHOP_SETTING_BOUNDS_TAKA.codMax),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/** GET and PUT /api/admin/settings answer the settings as they are now, in taka. */
export const shopSettingsSchema = z.object({
  deliveryFee: z.object({ insideDhaka: z.number(), outsideDhaka: z.number() }),
  codMax: z.number(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
