import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatSettingsMessages } from '@motoforge/contract';
import { adminToken, bearer } from '../../test/auth-helpers.js';
import { saveVatSettings, TEST_VAT } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/** The shop's VAT settings on the settings call (ADR 051): saved, read back, and checked. */
describe.each(drivers)('VAT settings on %s', (driver) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  const settingsNow = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json().vat;

  it('saves the seller, the BIN, the rate with two decimals and the prefix, and answers them', async () => {
    const vat = { ...TEST_VAT, rate: 7.5, pricesIncludeVat: false };
    const saved = await saveVatSettings(t.app, admin, vat);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().vat).toEqual(vat);
    expect(await settingsNow()).toEqual(vat);
    // An empty BIN is allowed: a shop may not have registered yet.
    expect((await saveVatSettings(t.app, admin, { ...TEST_VAT, bin: '' })).json().vat.bin).toBe('');
  });

  it('refuses a BIN that is not 13 digits, a rate outside 0–100 or finer than 0.01, and a bad prefix', async () => {
    await saveVatSettings(t.app, admin);
    const cases: [Partial<typeof TEST_VAT>, string, string][] = [
      [{ bin: '001234567890' }, 'vat.bin', vatSettingsMessages.binInvalid],
      [{ bin: '00123456789012' }, 'vat.bin', vatSettingsMessages.binInvalid],
      [{ bin: '001234567890A' }, 'vat.bin', vatSettingsMessages.binInvalid],
      [{ rate: 100.01 }, 'vat.rate', vatSettingsMessages.vatRateInvalid],
      [{ rate: -1 }, 'vat.rate', vatSettingsMessages.vatRateInvalid],
      [{ rate: 15.005 }, 'vat.rate', vatSettingsMessages.vatRateInvalid],
      [{ invoicePrefix: 'mf' }, 'vat.invoicePrefix', vatSettingsMessages.invoicePrefixInvalid],
      [{ invoicePrefix: 'ABCDEFGHIJK' }, 'vat.invoicePrefix', vatSettingsMessages.invoicePrefixInvalid],
      [{ invoicePrefix: '' }, 'vat.invoicePrefix', vatSettingsMessages.invoicePrefixInvalid],
      [{ sellerName: ' ' }, 'vat.sellerName', vatSettingsMessages.sellerNameInvalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await saveVatSettings(t.app, admin, { ...TEST_VAT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toMatchObject([{ field, message }]);
    }
    expect(await settingsNow()).toEqual(TEST_VAT);
  });

  it('takes 0% and 100%, and prefixes with digits and dashes', async () => {
    for (const change of [{ rate: 0 }, { rate: 100 }, { invoicePrefix: 'MF-26' }]) {
      const response = await saveVatSettings(t.app, admin, { ...TEST_VAT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(200);
      expect(response.json().vat).toMatchObject(change);
    }
  });
});
