import { takaToPoisha, type SessionUser, type ShopSettingsInput } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';
import type { ShopSettingsPoisha } from './get-shop-settings.js';

/**
 * PUT /api/admin/settings: the admin's new fees and ceiling, for every checkout from now on. An
 * order already placed keeps the fee it was placed with (orders store their own amounts).
 */
export async function updateShopSettings(
  db: Db,
  input: ShopSettingsInput,
  actor: SessionUser,
): Promise<ShopSettingsPoisha> {
  const values = {
    deliveryFeeInsideDhakaPoisha: takaToPoisha(input.deliveryFee.insideDhaka),
    deliveryFeeOutsideDhakaPoisha: takaToPoisha(input.deliveryFee.outsideDhaka),
    codMaxPoisha: takaToPoisha(input.codMax),
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  // An upsert: the row is migration 0016's, but a database restored without it still saves.
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return {
    deliveryFeeInsideDhaka: row.deliveryFeeInsideDhakaPoisha,
    deliveryFeeOutsideDhaka: row.deliveryFeeOutsideDhakaPoisha,
    codMax: row.codMaxPoisha,
  };
}
