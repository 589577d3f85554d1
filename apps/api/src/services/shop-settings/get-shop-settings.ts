import { poishaToTaka, SHOP_SETTINGS_DEFAULTS_POISHA, type CheckoutSettings } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';

export type ShopSettingsPoisha = {
  deliveryFeeInsideDhaka: number;
  deliveryFeeOutsideDhaka: number;
  codMax: number;
};

/**
 * The delivery fees and the cash-on-delivery ceiling as they are now, in poisha. Read from the
 * database every time, never cached: in a checkout's transaction it is the value that transaction
 * charges, whichever process the admin changed it on (ADR 031). Migration 0016 makes the row; were
 * it ever gone, the defaults hold, as they did before the admin could change them.
 */
export async function getShopSettings(db: Db): Promise<ShopSettingsPoisha> {
  const [row] = await db.select(shopSettingsColumns).from(shopSettings).limit(1);
  return shopSettingsOf(row);
}

/** The columns a settings read needs, for a query that reads them beside something else. */
export const shopSettingsColumns = {
  deliveryFeeInsideDhakaPoisha: shopSettings.deliveryFeeInsideDhakaPoisha,
  deliveryFeeOutsideDhakaPoisha: shopSettings.deliveryFeeOutsideDhakaPoisha,
  codMaxPoisha: shopSettings.codMaxPoisha,
};
type ShopSettingsRow = { [K in keyof typeof shopSettingsColumns]: number };

/** The settings of the row read, or the defaults when there is none. */
export function shopSettingsOf(row: ShopSettingsRow | null | undefined): ShopSettingsPoisha {
  if (!row) return { ...SHOP_SETTINGS_DEFAULTS_POISHA };
  return {
    deliveryFeeInsideDhaka: row.deliveryFeeInsideDhakaPoisha,
    deliveryFeeOutsideDhaka: row.deliveryFeeOutsideDhakaPoisha,
    codMax: row.codMaxPoisha,
  };
}

/** The settings as the API answers them: taka, in the shape of /api/config's checkout. */
export const toShopSettings = (settings: ShopSettingsPoisha): CheckoutSettings => ({
  deliveryFee: {
    insideDhaka: poishaToTaka(settings.deliveryFeeInsideDhaka),
    outsideDhaka: poishaToTaka(settings.deliveryFeeOutsideDhaka),
  },
  codMax: poishaToTaka(settings.codMax),
});
