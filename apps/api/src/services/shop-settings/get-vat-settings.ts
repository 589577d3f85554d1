import type { VatSettings } from '@motoforge/contract';
import { VAT_RATE_DEFAULT_BASIS_POINTS } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { shopSettings } from '../../db/schema.js';

/** The shop's VAT settings as stored: the rate in hundredths of a percent (ADR 051). */
export type VatSettingsStored = {
  sellerName: string;
  sellerAddress: string;
  bin: string;
  rateBasisPoints: number;
  pricesIncludeVat: boolean;
  invoicePrefix: string;
};

const VAT_DEFAULTS: VatSettingsStored = {
  sellerName: 'MotoForge',
  sellerAddress: '',
  bin: '',
  rateBasisPoints: VAT_RATE_DEFAULT_BASIS_POINTS,
  pricesIncludeVat: true,
  invoicePrefix: 'MF',
};

/** The VAT settings now, read like the checkout's (never cached); the defaults if the row is gone. */
export async function getVatSettings(db: Db | Tx): Promise<VatSettingsStored> {
  const [row] = await db
    .select({
      sellerName: shopSettings.sellerName,
      sellerAddress: shopSettings.sellerAddress,
      bin: shopSettings.vatBin,
      rateBasisPoints: shopSettings.vatRateBasisPoints,
      pricesIncludeVat: shopSettings.pricesIncludeVat,
      invoicePrefix: shopSettings.invoicePrefix,
    })
    .from(shopSettings)
    .limit(1);
  return row ?? { ...VAT_DEFAULTS };
}

/** The settings as the API answers them: the rate in percent. */
export const toVatSettings = ({ rateBasisPoints, ...settings }: VatSettingsStored): VatSettings => ({
  ...settings,
  rate: rateBasisPoints / 100,
});
