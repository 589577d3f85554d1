import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  checkoutResponseSchema,
  partListSchema,
  publicConfigSchema,
  returnMessages,
  shopSettingsMessages,
  shopSettingsSchema,
  type Part,
} from '@motoforge/contract';
import { buildApp } from '../../app.js';
import { shopSettings } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { comillaAddress, dhakaAddress } from '../../test/delivery-addresses.js';
import { drivers } from '../../test/test-database.js';

const DEFAULTS = { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 };
/** The VAT settings before the admin sets any (migration 0028): a PUT without them keeps them. */
const VAT_DEFAULTS = {
  sellerName: 'MotoForge',
  sellerAddress: '',
  bin: '',
  rate: 15,
  pricesIncludeVat: true,
  invoicePrefix: 'MF',
};
const ANSWERED_DEFAULTS = {
  ...DEFAULTS,
  vat: VAT_DEFAULTS,
  codRisk: { threshold: 50, action: 'hold' },
  deadlines: { deliveryDaysSameCity: 5, deliveryDaysElsewhere: 10, complaintHours: 72, refundDays: 10 },
  returns: { windowDays: 7, address: '' },
};

describe.each(drivers)('shop settings on %s', (driver) => {
  let t: TestApp;
  /** A second server on the same database, as a second process would be. */
  let other: FastifyInstance;
  let admin: string;
  let catalogue: Part[];

  const getSettings = (app: FastifyInstance, token?: string) =>
    app.inject({ method: 'GET', url: '/api/admin/settings', headers: token ? bearer(token) : {} });
  const putSettings = (payload: unknown, token: string = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload: payload as object });
  const configOf = async (app: FastifyInstance) =>
    publicConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/config' })).json()).checkout;
  const checkout = (app: FastifyInstance, token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
      remoteAddress: freshAddress(),
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    other = await buildApp({ env: t.env, database: t.database, logger: false });
    await other.ready();
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('starts at ৳70 inside Dhaka, ৳130 outside and a ৳20,000 COD ceiling, kept in poisha', async () => {
    const response = await getSettings(t.app, admin);
    expect(response.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(response.json())).toEqual(ANSWERED_DEFAULTS);
    const [row] = await t.database.db.select().from(shopSettings);
    expect(row).toMatchObject({
      id: 1,
      deliveryFeeInsideDhakaPoisha: 7_000,
      deliveryFeeOutsideDhakaPoisha: 13_000,
      codMaxPoisha: 2_000_000,
    });
    expect(await configOf(t.app)).toMatchObject(DEFAULTS);
  });

  it('lets only an admin read or change them', async () => {
    const customer = await createCustomer(t.app, 'settings-customer@example.com');
    expect((await getSettings(t.app)).statusCode).toBe(401);
    expect((await getSettings(t.app, customer.token)).statusCode).toBe(403);
    const refused = await putSettings({ ...DEFAULTS, codMax: 1_000 }, customer.token);
    expect(refused.statusCode).toBe(403);
    expect((await getSettings(t.app, admin)).json()).toEqual(ANSWERED_DEFAULTS);
  });

  it('refuses what is not whole taka within bounds, saying which setting and why, and keeps the old values', async () => {
    const cases: [unknown, string][] = [
      [{ ...DEFAULTS, deliveryFee: { insideDhaka: 70.5, outsideDhaka: 130 } }, shopSettingsMessages.insideDhakaInvalid],
      [{ ...DEFAULTS, deliveryFee: { insideDhaka: -1, outsideDhaka: 130 } }, shopSettingsMessages.insideDhakaInvalid],
      [
        { ...DEFAULTS, deliveryFee: { insideDhaka: 70, outsideDhaka: 5_001 } },
        shopSettingsMessages.outsideDhakaInvalid,
      ],
      [
        { ...DEFAULTS, deliveryFee: { insideDhaka: 70, outsideDhaka: 'lots' } },
        shopSettingsMessages.outsideDhakaInvalid,
      ],
      [{ ...DEFAULTS, codMax: 999 }, shopSettingsMessages.codMaxInvalid],
      [{ ...DEFAULTS, codMax: 1_000_000 }, shopSettingsMessages.codMaxInvalid],
      [{ deliveryFee: DEFAULTS.deliveryFee }, shopSettingsMessages.codMaxInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await putSettings(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toMatchObject([expect.objectContaining({ message })]);
    }
    expect(shopSettingsMessages.insideDhakaInvalid).toBe(
      'The delivery fee inside Dhaka must be a whole number of taka from ৳0 to ৳5,000',
    );
    expect(shopSettingsMessages.codMaxInvalid).toBe(
      'The cash-on-delivery limit must be a whole number of taka from ৳1,000 to ৳999,999',
    );
    expect((await getSettings(t.app, admin)).json()).toEqual(ANSWERED_DEFAULTS);
  });

  it('refuses the settings sent as text, "80" or "৮০", naming each: the wire takes JSON numbers', async () => {
    for (const typed of [
      { inside: '80', outside: '0', cod: '5000' },
      { inside: '৮০', outside: '০', cod: '৫০০০' },
    ]) {
      const response = await putSettings({
        deliveryFee: { insideDhaka: typed.inside, outsideDhaka: typed.outside },
        codMax: typed.cod,
      });
      expect(response.statusCode, typed.inside).toBe(400);
      expect(response.json().errors).toMatchObject([
        { field: 'deliveryFee.insideDhaka', message: shopSettingsMessages.insideDhakaInvalid },
        { field: 'deliveryFee.outsideDhaka', message: shopSettingsMessages.outsideDhakaInvalid },
        { field: 'codMax', message: shopSettingsMessages.codMaxInvalid },
      ]);
    }
    expect((await getSettings(t.app, admin)).json()).toEqual(ANSWERED_DEFAULTS);
  });

  it('refuses to ask risky orders for the delivery fee online on a shop without SSLCommerz, keeping the action', async () => {
    const base = { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 };
    const refused = await putSettings({ ...base, codRisk: { threshold: 40, action: 'advance-delivery-fee' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: shopSettingsMessages.codRiskAdvanceNeedsSslcommerz,
    });
    expect(shopSettingsSchema.parse((await getSettings(t.app, admin)).json()).codRisk).toEqual(
      ANSWERED_DEFAULTS.codRisk,
    );
  });

  it('saves the return window and address, and refuses a window past 90 days', async () => {
    const base = { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 };
    const saved = await putSettings({ ...base, returns: { windowDays: 14, address: ' MotoForge, Tejgaon, Dhaka ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().returns).toEqual({ windowDays: 14, address: 'MotoForge, Tejgaon, Dhaka' });
    const tooLong = await putSettings({ ...base, returns: { windowDays: 91, address: '' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`returns.windowDays: ${returnMessages.returnWindowInvalid}`);
    const reset = await putSettings({ ...base, returns: ANSWERED_DEFAULTS.returns });
    expect(reset.statusCode).toBe(200);
  });

  it('saves a change sent as JSON numbers, and every process answers it at once', async () => {
    const saved = await putSettings({ deliveryFee: { insideDhaka: 80, outsideDhaka: 0 }, codMax: 5_000 });
    expect(saved.statusCode).toBe(200);
    const changed = { deliveryFee: { insideDhaka: 80, outsideDhaka: 0 }, codMax: 5_000 };
    expect(saved.json()).toEqual({
      ...changed,
      vat: VAT_DEFAULTS,
      codRisk: ANSWERED_DEFAULTS.codRisk,
      deadlines: ANSWERED_DEFAULTS.deadlines,
      returns: ANSWERED_DEFAULTS.returns,
    });
    expect((await getSettings(other, admin)).json()).toEqual({
      ...changed,
      vat: VAT_DEFAULTS,
      codRisk: ANSWERED_DEFAULTS.codRisk,
      deadlines: ANSWERED_DEFAULTS.deadlines,
      returns: ANSWERED_DEFAULTS.returns,
    });
    expect(await configOf(other)).toMatchObject(changed);
    const [row] = await t.database.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    expect(row).toMatchObject({ deliveryFeeInsideDhakaPoisha: 8_000, codMaxPoisha: 500_000 });
    expect(row!.updatedBy).not.toBeNull();
    expect((await putSettings(DEFAULTS)).json()).toEqual(ANSWERED_DEFAULTS);
  });

  it('charges the new fees and holds cash on delivery to the new ceiling, naming it, on another process', async () => {
    const buyer = await createCustomer(t.app, 'settings-buyer@example.com');
    const cheaps = catalogue.filter(
      (part) =>
        part.price * part.minimumOrder < 1_500 && part.availableQuantity >= part.minimumOrder + 1_000 / part.price + 1,
    );
    const [cheap, second] = cheaps as [Part, Part];
    const subtotal = cheap.price * cheap.minimumOrder;
    const lines = [{ partId: cheap._id, quantity: cheap.minimumOrder }];
    await putSettings({ deliveryFee: { insideDhaka: 95, outsideDhaka: 210 }, codMax: 1_000 });
    try {
      // Above the new ceiling (৳1,000) with delivery, but far below the default's ৳20,000.
      const quantity = Math.ceil(1_000 / cheap.price) + cheap.minimumOrder;
      const tooLarge = await checkout(other, buyer.token, {
        lines: [{ partId: cheap._id, quantity }],
        address: dhakaAddress,
        paymentMethod: 'cod',
      });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toBe('Cash on delivery is for orders up to ৳1,000: please pay online');
      expect(tooLarge.json().message).toBe(checkoutMessages.codTooLarge(1_000));

      const inDhaka = await checkout(other, buyer.token, { lines, address: dhakaAddress, paymentMethod: 'card' });
      expect(inDhaka.statusCode).toBe(201);
      expect(checkoutResponseSchema.parse(inDhaka.json())).toMatchObject({
        subtotal,
        deliveryFee: 95,
        total: subtotal + 95,
      });
    } finally {
      await putSettings(DEFAULTS);
    }
    // Back to the defaults: the next checkout, outside Dhaka, pays ৳130 again.
    const outside = await checkout(t.app, buyer.token, {
      lines: [{ partId: second._id, quantity: second.minimumOrder }],
      address: comillaAddress,
      paymentMethod: 'card',
    });
    expect(outside.json()).toMatchObject({ deliveryFee: 130 });
  });
});
