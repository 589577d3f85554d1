import { takaToPoisha, type DeadlineSettings, type SessionUser, type ShopSettingsInput } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';
import type { ShopSettingsPoisha } from './get-shop-settings.js';
import type { CodRiskSettings } from './get-cod-risk-settings.js';
import type { VatSettingsStored } from './get-vat-settings.js';

/**
 * PUT /api/admin/settings: the admin's new fees and ceiling, for every checkout from now on, and the
 * VAT settings, for every invoice issued from now on (ADR 051). An
 * order already placed keeps the fee it was placed with (orders store their own amounts).
 */
export async function updateShopSettings(
  db: Db,
  input: ShopSettingsInput,
  actor: SessionUser,
): Promise<{
  checkout: ShopSettingsPoisha;
  vat: VatSettingsStored;
  codRisk: CodRiskSettings;
  deadlines: DeadlineSettings;
  returns: { windowDays: number; address: string };
}> {
  const values = {
    deliveryFeeInsideDhakaPoisha: takaToPoisha(input.deliveryFee.insideDhaka),
    deliveryFeeOutsideDhakaPoisha: takaToPoisha(input.deliveryFee.outsideDhaka),
    codMaxPoisha: takaToPoisha(input.codMax),
    ...(input.vat && {
      sellerName: input.vat.sellerName,
      sellerAddress: input.vat.sellerAddress,
      vatBin: input.vat.bin,
      vatRateBasisPoints: Math.round(input.vat.rate * 100),
      pricesIncludeVat: input.vat.pricesIncludeVat,
      invoicePrefix: input.vat.invoicePrefix,
    }),
    ...(input.codRisk && { codRiskThreshold: input.codRisk.threshold, codRiskAction: input.codRisk.action }),
    ...input.deadlines,
    ...(input.returns && { returnWindowDays: input.returns.windowDays, returnAddress: input.returns.address }),
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
    checkout: {
      deliveryFeeInsideDhaka: row.deliveryFeeInsideDhakaPoisha,
      deliveryFeeOutsideDhaka: row.deliveryFeeOutsideDhakaPoisha,
      codMax: row.codMaxPoisha,
    },
    vat: {
      sellerName: row.sellerName,
      sellerAddress: row.sellerAddress,
      bin: row.vatBin,
      rateBasisPoints: row.vatRateBasisPoints,
      pricesIncludeVat: row.pricesIncludeVat,
      invoicePrefix: row.invoicePrefix,
    },
    codRisk: { threshold: row.codRiskThreshold, action: row.codRiskAction },
    deadlines: {
      deliveryDaysSameCity: row.deliveryDaysSameCity,
      deliveryDaysElsewhere: row.deliveryDaysElsewhere,
      complaintHours: row.complaintHours,
      refundDays: row.refundDays,
    },
    returns: { windowDays: row.returnWindowDays, address: row.returnAddress },
  };
}
