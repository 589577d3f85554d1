import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema, type Part } from '@motoforge/contract';
import { fiscalYearOf } from '../../services/invoices/dhaka-time.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { newGroupMember } from '../../test/business.js';
import { confirmedOrder, getInvoice, poishaOf, saveVatSettings, TEST_VAT } from '../../test/invoices.js';
import { placeOrder } from '../../test/orders.js';
import { pdfLines } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers, type DriverKind } from '../../test/test-database.js';

const AMOUNT = /[\d০-৯][\d০-৯,]*\.[\d০-৯]{2}/g;
/** The business account's BIN in the member's application. */
const MEMBER_BIN = '0098765430101';
const serialOf = (number: string) => Number(number.slice(-6));

async function openShop(driver: DriverKind) {
  const t = await createTestApp(driver);
  const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  const admin = await adminToken(t.app);
  expect((await saveVatSettings(t.app, admin)).statusCode).toBe(200);
  return { t, catalogue, admin };
}

/** The invoice's number, read from the PDF itself. */
async function invoiceNumber(t: TestApp, orderId: string, token: string) {
  const response = await getInvoice(t.app, orderId, token);
  expect(response.statusCode).toBe(200);
  const line = (await pdfLines(response.rawPayload)).find((text) => text.startsWith('Invoice number: '))!;
  return line.slice('Invoice number: '.length);
}

describe.each(drivers)('VAT invoices on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  let admin: string;
  let alice: { token: string };
  let bob: { token: string };

  beforeAll(async () => {
    ({ t, catalogue, admin } = await openShop(driver));
    alice = await createCustomer(t.app, 'alice.invoice@example.com', 'Alice Rahman');
    bob = await createCustomer(t.app, 'bob.invoice@example.com', 'Bob Karim');
  });
  afterAll(() => t.close());

  it('prints Mushak 6.3 fields in English, and its lines add up to the order to the poisha', async () => {
    const part = catalogue[0]!;
    const orderId = await confirmedOrder(t.app, t.database.db, alice.token, part);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${alice.token}` },
      })
    ).json();

    const response = await getInvoice(t.app, orderId, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfLines(response.rawPayload);
    const fiscalYear = fiscalYearOf(new Date());
    expect(lines).toEqual(
      expect.arrayContaining([
        'VAT Invoice (Mushak 6.3)',
        `Invoice number: MFV-${fiscalYear}-000001`,
        expect.stringMatching(/^Date and time of issue: \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/),
        `Order: ${order.number}`,
        `Name: ${TEST_VAT.sellerName} Name: Alice Rahman`,
        `Address: ${TEST_VAT.sellerAddress} Address: Dhaka`,
        `BIN: ${TEST_VAT.bin} Phone: +8801711000000`,
        'BIN:',
        'Description Quantity Unit price Value VAT rate VAT Total',
        'Prices include VAT.',
      ]),
    );
    const partLine = lines.find((text) => text.startsWith(part.name))!;
    expect(partLine).toContain(` ${part.minimumOrder} `);
    expect(partLine).toContain(' 15% ');
    const deliveryLine = lines.find((text) => text.startsWith('Delivery fee '))!;
    expect(deliveryLine).toContain('130.00');

    // Each line: value, VAT, total; the totals are their sums, and the total is what the order charged.
    const amounts = (text: string) => [...text.matchAll(AMOUNT)].map(([amount]) => poishaOf(amount));
    const [, partValue, partVat, partTotal] = amounts(partLine);
    const [, deliveryValue, deliveryVat] = amounts(deliveryLine);
    expect(partValue).toBe(Math.round(part.price * 100) * part.minimumOrder);
    expect(partVat).toBe(Math.round((partValue! * 15) / 115));
    expect(partTotal).toBe(partValue);
    const total = (label: string) => amounts(lines.find((text) => text.startsWith(label))!)[0];
    expect(total('Total value')).toBe(partValue! + deliveryValue!);
    expect(total('Total VAT')).toBe(partVat! + deliveryVat!);
    expect(total('Total payable')).toBe(Math.round(order.total * 100));
  });

  it('prints the same invoice in Bangla, its words shaped as Bengali text', async () => {
    const orderId = await confirmedOrder(t.app, t.database.db, alice.token, catalogue[1]!);
    const english = await invoiceNumber(t, orderId, alice.token);
    const response = await getInvoice(t.app, orderId, alice.token, 'bn');
    expect(response.statusCode).toBe(200);
    // Shaped Bengali breaks into several pieces of text; a reader's copy reads it without the gaps.
    const text = (await pdfLines(response.rawPayload)).map((line) => line.replace(/\s+/g, ''));
    expect(text).toEqual(
      expect.arrayContaining([
        'ভ্যাটচালানপত্র(মূসক৬.৩)',
        `চালানপত্রনম্বর:${english}`,
        expect.stringMatching(/^[^A-Za-z]*একক.*মূল্য.*ভ্যাট/),
      ]),
    );
    // Amounts in Bengali digits: the delivery fee of ৳130.
    expect(text.some((line) => line.includes('১৩০.০০'))).toBe(true);
  });

  it('prints a member’s BIN, and their price with the list price it came down from, in both languages', async () => {
    // The demo's Front Disc Brake Pad Set (MF-BRK-0002), ৳550, at 12.5% off for the group: ৳481.25.
    const pads = catalogue.find((part) => part.name === 'Front Disc Brake Pad Set')!;
    const member = await newGroupMember(t.app, admin, 'member.invoice@example.com', MEMBER_BIN, {
      minimumOrder: 0,
      discounts: [{ category: '', sku: 'MF-BRK-0002', percent: 12.5 }],
      breaks: [],
    });
    const memberOrder = await confirmedOrder(t.app, t.database.db, member.token, pads);
    const english = await pdfLines((await getInvoice(t.app, memberOrder, member.token)).rawPayload);
    // The business account's BIN, registered name and address, as the shop approved them, are the
    // buyer's; where the parts went is the supply's destination (ADR 067).
    expect(english).toContain(`BIN: ${MEMBER_BIN}`);
    const delivery = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${memberOrder}`, headers: bearer(member.token) })
    ).json().address as string;
    expect(english).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ Name: Rahim Motors$/),
        expect.stringMatching(/ Address: Mirpur$/),
        `Destination of supply: ${delivery}`,
      ]),
    );
    const line = english.findIndex((text) => text.startsWith(pads.name));
    expect(english[line]).toContain(` ${pads.minimumOrder} 481.25 `);
    expect(english[line + 1]).toBe('List price 550.00');

    // In Bangla, under the line: তালিকার দাম ৫৫০.০০ (shaped Bengali puts its vowel signs first).
    const bangla = (await pdfLines((await getInvoice(t.app, memberOrder, member.token, 'bn')).rawPayload)).map((text) =>
      text.replace(/\s+/g, ''),
    );
    const bnLine = bangla.findIndex((text) => text.startsWith(pads.name.replace(/\s+/g, '')));
    expect(bangla[bnLine]).toContain('৪৮১.২৫');
    expect(bangla[bnLine + 1]).toMatch(/^ত\S*কারদাম৫৫০\.০০$/);

    // Kept as issued: a business removed from its group later keeps its BIN on this invoice.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/customer-groups/${member.groupId}/members/${member.applicationId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(removed.statusCode).toBe(204);
    const kept = await pdfLines((await getInvoice(t.app, memberOrder, member.token)).rawPayload);
    expect(kept).toContain(`BIN: ${MEMBER_BIN}`);
    expect(kept).toContainEqual(expect.stringMatching(/ Name: Rahim Motors$/));

    // At the list price, there is nothing to show beside it.
    const listOrder = await confirmedOrder(t.app, t.database.db, bob.token, pads);
    const atList = await pdfLines((await getInvoice(t.app, listOrder, bob.token)).rawPayload);
    expect(atList.find((text) => text.startsWith(pads.name))).toContain(` ${pads.minimumOrder} 550.00 `);
    expect(atList.filter((text) => text.startsWith('List price'))).toEqual([]);
    // Not a business: named by the delivery, with no separate destination.
    expect(atList.filter((text) => text.startsWith('Destination of supply'))).toEqual([]);
  });

  it('numbers invoices one after another, and never numbers an invoice twice', async () => {
    const orderIds = [];
    for (const part of catalogue.slice(2, 5))
      orderIds.push(await confirmedOrder(t.app, t.database.db, bob.token, part));
    const numbers = [];
    for (const orderId of orderIds) numbers.push(await invoiceNumber(t, orderId, bob.token));
    const serials = numbers.map(serialOf);
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    expect(await invoiceNumber(t, orderIds[0]!, admin)).toBe(numbers[0]);
  });

  it('has no invoice before the order is confirmed, and none for someone else or a guest', async () => {
    const unconfirmed = await placeOrder(t.app, alice.token, catalogue[5]!);
    const refused = await getInvoice(t.app, unconfirmed, alice.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/issued once the order is confirmed/);

    const confirmed = await confirmedOrder(t.app, t.database.db, alice.token, catalogue[6]!);
    expect((await getInvoice(t.app, confirmed, bob.token)).statusCode).toBe(404);
    expect((await getInvoice(t.app, confirmed, null)).statusCode).toBe(401);
    expect((await getInvoice(t.app, confirmed, admin)).statusCode).toBe(200);
  });

  it('adds the VAT to the total when the shop sets prices without VAT', async () => {
    await saveVatSettings(t.app, admin, { ...TEST_VAT, pricesIncludeVat: false, rate: 7.5 });
    const orderId = await confirmedOrder(t.app, t.database.db, alice.token, catalogue[7]!);
    const lines = await pdfLines((await getInvoice(t.app, orderId, alice.token)).rawPayload);
    await saveVatSettings(t.app, admin);
    const total = (label: string) => poishaOf(lines.find((text) => text.startsWith(label))!.match(AMOUNT)![0]);
    expect(lines).toContain('VAT is added to the prices.');
    expect(lines.find((text) => text.startsWith('Delivery fee'))).toContain(' 7.50% 9.75 ');
    expect(total('Total payable')).toBe(total('Total value') + total('Total VAT'));
  });
});

describe.each(raceDrivers)('VAT invoice serials under concurrent downloads on %s', (driver) => {
  it('hands out each serial once, with no gap, however many ask at once', async () => {
    const { t, catalogue, admin } = await openShop(driver);
    try {
      const buyer = await createCustomer(t.app, 'racer@example.com');
      const orderIds: string[] = [];
      for (const part of catalogue.slice(0, 4))
        orderIds.push(await confirmedOrder(t.app, t.database.db, buyer.token, part));
      // Every order asked for twice at once, by its buyer and by the admin: eight requests on the
      // test database's pool of five, so transactions wait on each other's locks and for connections.
      const requests = orderIds.flatMap((id) => [getInvoice(t.app, id, buyer.token), getInvoice(t.app, id, admin)]);
      const responses = await Promise.all(requests);
      expect(responses.map((response) => response.statusCode)).toEqual(requests.map(() => 200));
      const numbers = await Promise.all(orderIds.map((id) => invoiceNumber(t, id, buyer.token)));
      expect(new Set(numbers).size).toBe(orderIds.length);
      expect(numbers.map(serialOf).sort((a, b) => a - b)).toEqual(orderIds.map((_, index) => index + 1));
    } finally {
      await t.close();
    }
  });
});
