import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema, vatInvoiceMessages, type Part } from '@motoforge/contract';
import { invoices } from '../../db/schema.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { confirmedOrder, getInvoice, poishaOf, saveVatSettings, TEST_VAT } from '../../test/invoices.js';
import { pdfLines } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/** The admin's monthly VAT summary (ADR 051): the invoices issued that month, by rate, to the poisha. */
describe.each(drivers)('the VAT summary CSV on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  const summary = (month: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/vat-summary.csv?month=${month}`, headers: bearer(token) });

  /** An invoice issued under `vat`, moved to be issued at `issuedAt`; answers its PDF's totals. */
  async function invoiceIssuedAt(token: string, part: Part, vat: typeof TEST_VAT, issuedAt: string) {
    await saveVatSettings(t.app, admin, vat);
    const orderId = await confirmedOrder(t.app, t.database.db, token, part);
    const lines = await pdfLines((await getInvoice(t.app, orderId, token)).rawPayload);
    await t.database.db
      .update(invoices)
      .set({ issuedAt: new Date(issuedAt) })
      .where(eq(invoices.orderId, orderId));
    const total = (label: string) =>
      poishaOf(
        lines
          .find((line) => line.startsWith(label))!
          .split(' ')
          .at(-1)!,
      );
    return { value: total('Total value'), vat: total('Total VAT'), total: total('Total payable') };
  }

  it('sums sales and VAT by rate over the invoices issued in the month, Dhaka time', async () => {
    const buyer = await createCustomer(t.app, 'vat-summary@example.com');
    const standard = { ...TEST_VAT, rate: 15 };
    const reduced = { ...TEST_VAT, rate: 7.5, pricesIncludeVat: false };
    // 1 Nov 2026 00:30 in Dhaka is still 31 October in UTC: November's.
    const first = await invoiceIssuedAt(buyer.token, catalogue[0]!, standard, '2026-10-31T18:30:00Z');
    const second = await invoiceIssuedAt(buyer.token, catalogue[1]!, standard, '2026-11-30T17:59:00Z');
    const third = await invoiceIssuedAt(buyer.token, catalogue[2]!, reduced, '2026-11-15T06:00:00Z');
    // 1 December in Dhaka: not November's.
    await invoiceIssuedAt(buyer.token, catalogue[3]!, standard, '2026-11-30T18:00:00Z');

    const response = await summary('2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const taka = (poisha: number) => (poisha / 100).toFixed(2);
    // A byte order mark first, so Excel opens the file as UTF-8 (EF BB BF).
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFmonth,vat_rate_percent,prices_include_vat,invoices,sales_taka,vat_taka,total_taka',
      `2026-11,15.00,included,2,${taka(first.value + second.value)},${taka(first.vat + second.vat)},${taka(first.total + second.total)}`,
      `2026-11,7.50,excluded,1,${taka(third.value)},${taka(third.vat)},${taka(third.total)}`,
      '',
    ]);
    expect((await summary('2026-10')).body).toBe(
      '\uFEFFmonth,vat_rate_percent,prices_include_vat,invoices,sales_taka,vat_taka,total_taka\r\n',
    );
  });

  it('is the admin’s alone, and asks for a month as YYYY-MM', async () => {
    const customer = await createCustomer(t.app, 'vat-summary-customer@example.com');
    expect((await summary('2026-11', customer.token)).statusCode).toBe(403);
    for (const month of ['2026-13', '2026-1', 'november']) {
      const refused = await summary(month);
      expect(refused.statusCode, month).toBe(400);
      expect(refused.json().errors).toMatchObject([{ field: 'month', message: vatInvoiceMessages.monthInvalid }]);
    }
  });
});
