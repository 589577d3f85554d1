import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeParam, GARAGE_COOKIE, partListSchema, shopToday, type Part } from '@motoforge/contract';
import { assemblies, outbox, parts, phoneCodes, returns, users, vehicles, vinPatterns } from '../db/schema.js';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { adminToken, bearer, createCustomer, freshAddress, SHOP_ORIGIN } from '../test/auth-helpers.js';
import { multipartBody, pngOf } from '../test/images.js';
import { confirmedOrder } from '../test/invoices.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

type Role = 'guest' | 'alice' | 'bob' | 'admin';
const ROLES: Role[] = ['guest', 'alice', 'bob', 'admin'];
type Call = { method: string; url: string; headers?: Record<string, string>; payload?: string | object | Buffer };
type Row = { call: (role: Role) => Promise<Call> | Call; expect: Record<Role, number> };

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  alice: status,
  bob: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({ guest: 401, alice: status, bob: status, admin: status });
const adminOnly: Record<Role, number> = { guest: 401, alice: 403, bob: 403, admin: 200 };

/**
 * Every route the server registers, called as a guest, customer Alice, customer Bob and the admin,
 * against the table of what each may do. A route with no row fails the test, so a new route cannot
 * ship without deciding who may call it. Objects used are Alice's: Bob must not reach them.
 */
describe.each(drivers)('authorization matrix on %s', (driver) => {
  const registered = new Set<string>();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-matrix-web-'));
  let t: TestApp;
  let tokens: Record<Role, string | null>;
  let cookies: Record<Role, string | null>;
  let catalogue: Part[];
  let nextPart = 0;
  let nextPattern = 0;
  let nextCalloutNumber = 500;

  const auth = (role: Role): Record<string, string> => (tokens[role] ? bearer(tokens[role]!) : {});
  // Never the last part: the DELETE /api/part/:id row removes it, and rows run in any order.
  const freshPart = () => catalogue[(nextPart += 1) % (catalogue.length - 1)]!;
  const aliceOrder = async () => {
    const part = freshPart();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: auth('alice'),
      payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
      remoteAddress: freshAddress(),
    });
    // A part Alice already has an unpaid order of answers 409; use any of her orders then.
    if (response.statusCode === 200) return response.json().insertedId as string;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/booking?user=alice@example.com',
      headers: auth('alice'),
    });
    return (mine.json() as { _id: string; paid: boolean }[]).find((order) => !order.paid)!._id;
  };

  const EMAILS: Record<Role, string | null> = {
    guest: null,
    alice: 'alice@example.com',
    bob: 'bob@example.com',
    admin: 'admin@motoforge.com',
  };
  /**
   * Deletes the role's unpaid orders, so a new order meets neither "one unpaid order of a part"
   * nor the cap on unpaid orders, whichever rows ran before (the order of rows is not fixed).
   */
  const clearUnpaidOrders = async (role: Role) => {
    const email = EMAILS[role];
    if (!email) return;
    const mine = await t.app.inject({ method: 'GET', url: `/api/booking?user=${email}`, headers: auth(role) });
    for (const order of mine.json() as { _id: string; paid: boolean }[]) {
      if (!order.paid) await t.app.inject({ method: 'DELETE', url: `/api/booking/${order._id}`, headers: auth(role) });
    }
  };
  let nextPhone = 0;
  const checkoutCall = (role: Role, part: Part): Call => ({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...auth(role), 'idempotency-key': randomUUID() },
    payload: {
      lines: [{ partId: part._id, quantity: part.minimumOrder }],
      address: {
        name: 'Alice',
        // A number of its own each time, so no phone meets the limit on codes per phone.
        phone: `017120${String((nextPhone += 1)).padStart(5, '0')}`,
        divisionId: '6',
        districtId: '47',
        upazilaId: '365',
        street: 'House 1',
      },
      paymentMethod: 'cod',
    },
  });
  /** A cash-on-delivery order of Alice's, its code sent more than a minute ago. */
  const aliceCodOrder = async () => {
    await clearUnpaidOrders('alice');
    // Alice orders more often here than an account may be sent codes in a day.
    await t.database.db.delete(outbox).where(eq(outbox.purpose, 'phone-code'));
    const response = await t.app.inject({
      ...(checkoutCall('alice', freshPart()) as InjectOptions),
      remoteAddress: freshAddress(),
    });
    const id = response.json().orderId as string;
    await t.database.db
      .update(phoneCodes)
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .where(eq(phoneCodes.orderId, id));
    return id;
  };
  const garageBike = async () => {
    const [vehicle] = await t.database.db.select().from(vehicles).orderBy(vehicles.id).limit(1);
    return { vehicleId: vehicle!.id, year: vehicle!.yearFrom };
  };
  /** A demo parts diagram's address. */
  const demoAssemblyUrl = async () => {
    const [assembly] = await t.database.db.select().from(assemblies).orderBy(assemblies.id).limit(1);
    return `/api/vehicles/${assembly!.vehicleId}/assemblies/${assembly!.slug}`;
  };
  const editorAssemblyUrl = async () => `/api/admin${(await demoAssemblyUrl()).slice('/api'.length)}`;
  /** A callout the admin places on the demo drawing, under a number no other row uses. */
  const adminCallout = async () => {
    const url = await editorAssemblyUrl();
    const placed = await t.app.inject({
      method: 'POST',
      url: `${url}/callouts`,
      headers: auth('admin'),
      payload: await calloutPayload(),
    });
    return { url, id: (placed.json() as { id: number }).id };
  };
  const calloutPayload = async () => ({
    number: (nextCalloutNumber += 1),
    x: 0.5,
    y: 0.5,
    sku: (await t.database.db.select({ sku: parts.sku }).from(parts).orderBy(parts.position).limit(1))[0]!.sku,
    quantity: 1,
    yearFrom: null,
    yearTo: null,
    note: '',
  });
  /**
   * A bike in Alice's garage only (saved again if a DELETE row removed it): a bike's id is its
   * vehicle and year, so the others, who saved garageBike() in the POST row, hold no bike of this id.
   */
  const aliceBike = async () => {
    const bike = await garageBike();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: auth('alice'),
      payload: { ...bike, year: bike.year + 1 },
    });
    return saved.json().id as string;
  };

  let groupId: string | undefined;
  /** A customer group the admin made. */
  const aGroup = async () => {
    if (groupId) return groupId;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: auth('admin'),
      payload: { name: 'Matrix group' },
    });
    groupId = added.json().id as string;
    return groupId;
  };
  let nextApplicant = 0;
  /** A new buyer's pending application: each role answers one of its own. */
  /** A return Alice asked for, written straight into the table: her orders here are never delivered. */
  const aliceReturn = async () => {
    const orderId = await aliceCodOrder();
    const [alice] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    const [made] = await t.database.db
      .insert(returns)
      .values({ orderId, userId: alice!.id })
      .returning({ id: returns.id });
    return made!.id;
  };
  const pendingApplication = async () => {
    const applicant = await createCustomer(t.app, `applicant-${(nextApplicant += 1)}@example.com`);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/business-accounts',
      headers: bearer(applicant.token),
      payload: {
        kind: 'workshop',
        businessName: 'Bystander Motors',
        tradeLicence: 'CCC-2',
        address: 'Khulna',
        phone: '01911000000',
      },
      remoteAddress: freshAddress(),
    });
    return applied.json().id as string;
  };

  /** Alice as an approved business buyer (whatever the business-account rows did before). */
  const aliceIsBusiness = async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/business-accounts/mine', headers: auth('alice') });
    let application = mine.json().application as { id: string; state: string } | null;
    if (!application) {
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/business-accounts',
        headers: auth('alice'),
        payload: {
          kind: 'dealer',
          businessName: 'Alice Traders',
          tradeLicence: 'DSCC-9',
          address: 'Dhaka',
          phone: '01711000000',
        },
        remoteAddress: freshAddress(),
      });
      application = applied.json();
    }
    if (application!.state === 'pending') {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/business-accounts/${application!.id}/decision`,
        headers: auth('admin'),
        payload: { decision: 'approve', groupId: await aGroup() },
      });
    }
  };
  /** Alice's cart of one part. */
  const aliceCart = async () => {
    const part = freshPart();
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: auth('alice'),
      payload: { lines: [{ partId: part._id, quantity: part.minimumOrder }] },
    });
  };
  /** A quote Alice asked for on her cart; priced by the admin, valid until today, if `isPriced`. */
  const aliceQuote = async (isPriced: boolean) => {
    await aliceIsBusiness();
    await aliceCart();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: auth('alice'),
      payload: {},
      remoteAddress: freshAddress(),
    });
    const quote = asked.json() as { id: string; lines: { partId: string; listPrice: number }[] };
    if (isPriced) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${quote.id}/price`,
        headers: auth('admin'),
        payload: {
          lines: quote.lines.map((line) => ({ partId: line.partId, price: line.listPrice })),
          validUntil: shopToday(),
        },
      });
    }
    return quote.id;
  };

  const rows: Record<string, Row> = {
    'GET /api/config': { call: () => ({ method: 'GET', url: '/api/config' }), expect: everyone(200) },
    'GET /api/part': { call: () => ({ method: 'GET', url: '/api/part' }), expect: everyone(200) },
    'GET /api/purchase/:id': {
      call: () => ({ method: 'GET', url: `/api/purchase/${catalogue[0]!._id}` }),
      expect: everyone(200),
    },
    // The catalogue of thousands is public; a bearer token only adds the rider's fitment.
    'GET /api/parts': {
      call: (role) => ({ method: 'GET', url: '/api/parts?q=brake&page=1', headers: auth(role) }),
      expect: everyone(200),
    },
    'GET /api/parts/:id': {
      call: (role) => ({ method: 'GET', url: `/api/parts/${catalogue[0]!._id}`, headers: auth(role) }),
      expect: everyone(200),
    },
    // Public, like the part page that asks it: the part on sale that replaces a removed one.
    'GET /api/parts/:id/successor': {
      call: (role) => ({ method: 'GET', url: `/api/parts/${catalogue[0]!._id}/successor`, headers: auth(role) }),
      expect: everyone(200),
    },
    'GET /api/categories': { call: () => ({ method: 'GET', url: '/api/categories' }), expect: everyone(200) },
    'GET /api/vehicles': { call: () => ({ method: 'GET', url: '/api/vehicles' }), expect: everyone(200) },
    // Parts diagrams are public, like the part pages; a bearer token only adds the rider's fitment.
    'GET /api/vehicles/:id/assemblies': {
      call: async () => ({ method: 'GET', url: `/api/vehicles/${(await garageBike()).vehicleId}/assemblies` }),
      expect: everyone(200),
    },
    'GET /api/vehicles/:id/assemblies/:slug': {
      call: async (role) => ({ method: 'GET', url: await demoAssemblyUrl(), headers: auth(role) }),
      expect: everyone(200),
    },
    'GET /api/vehicles/:id/assemblies/:slug/drawing.svg': {
      call: async () => ({ method: 'GET', url: `${await demoAssemblyUrl()}/drawing.svg` }),
      expect: everyone(200),
    },
    'GET /api/parts/:id/assemblies': {
      call: () => ({ method: 'GET', url: `/api/parts/${catalogue[0]!._id}/assemblies` }),
      expect: everyone(200),
    },
    'GET /api/search/suggestions': {
      call: () => ({ method: 'GET', url: '/api/search/suggestions?q=brake' }),
      expect: everyone(200),
    },
    'GET /api/review': { call: () => ({ method: 'GET', url: '/api/review' }), expect: everyone(200) },
    'POST /api/review': {
      call: (role) => ({
        method: 'POST',
        url: '/api/review',
        headers: auth(role),
        payload: { review: 'Good', rating: 5 },
      }),
      expect: signedIn(200),
    },
    // A visitor's own choice, in their own cookie: anyone may make it.
    'POST /api/dismissals': {
      call: () => ({
        method: 'POST',
        url: '/api/dismissals',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'notice=top-banner&back=%2F',
      }),
      expect: everyone(303),
    },
    // Every visitor has a garage: a guest's in the garage cookie, a rider's on the account.
    'GET /api/garage': {
      call: (role) => ({ method: 'GET', url: '/api/garage', headers: auth(role) }),
      expect: everyone(200),
    },
    'POST /api/garage': {
      // A bike the garage holds already (the guest's in the cookie), whichever rows ran before: 200.
      call: async (role) => {
        const bike = await garageBike();
        const call = {
          method: 'POST',
          url: '/api/garage',
          headers: { ...auth(role), cookie: `${GARAGE_COOKIE}=${bikeParam(bike)}` },
          payload: bike,
        };
        await t.app.inject(call as never);
        return call;
      },
      expect: everyone(200),
    },
    'PUT /api/garage/:id/current': {
      call: async (role) => ({ method: 'PUT', url: `/api/garage/${await aliceBike()}/current`, headers: auth(role) }),
      expect: { guest: 404, alice: 200, bob: 404, admin: 404 },
    },
    'DELETE /api/garage/:id': {
      call: async (role) => ({ method: 'DELETE', url: `/api/garage/${await aliceBike()}`, headers: auth(role) }),
      expect: { guest: 404, alice: 200, bob: 404, admin: 404 },
    },
    'POST /api/question': {
      call: () => ({ method: 'POST', url: '/api/question', payload: { email: 'q@example.com', message: 'Hi' } }),
      expect: everyone(200),
    },
    // A beacon carries no token: anyone may report a visit's field vitals.
    'POST /api/vitals': {
      call: () => ({
        method: 'POST',
        url: '/api/vitals',
        payload: { route: '/', metrics: [{ name: 'CLS', value: 0 }] },
      }),
      expect: everyone(204),
    },
    'PUT /api/user/:email': {
      call: (role) => ({
        method: 'PUT',
        url: '/api/user/alice@example.com',
        headers: { origin: SHOP_ORIGIN, ...(cookies[role] ? { cookie: cookies[role]! } : {}) },
        payload: { email: 'alice@example.com' },
      }),
      expect: { guest: 401, alice: 200, bob: 403, admin: 403 },
    },
    'GET /api/admin/:email': {
      call: (role) => ({ method: 'GET', url: '/api/admin/alice@example.com', headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 403, admin: 200 },
    },
    'POST /api/booking': {
      call: async (role) => {
        await clearUnpaidOrders(role);
        const part = freshPart();
        return {
          method: 'POST',
          url: '/api/booking',
          headers: auth(role),
          payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
        };
      },
      expect: signedIn(200),
    },
    'GET /api/cart': {
      call: (role) => ({ method: 'GET', url: '/api/cart', headers: auth(role) }),
      expect: signedIn(200),
    },
    'PUT /api/cart': {
      call: (role) => ({ method: 'PUT', url: '/api/cart', headers: auth(role), payload: { lines: [] } }),
      expect: signedIn(200),
    },
    'POST /api/cart/lines': {
      call: (role) => ({ method: 'POST', url: '/api/cart/lines', headers: auth(role), payload: { lines: [] } }),
      expect: signedIn(200),
    },
    'POST /api/quick-order': {
      call: (role) => ({
        method: 'POST',
        url: '/api/quick-order',
        headers: auth(role),
        payload: { text: 'MF-BRK-0001, 2' },
      }),
      expect: signedIn(200),
    },
    'POST /api/cart/view': {
      call: () => ({ method: 'POST', url: '/api/cart/view', payload: { lines: [] } }),
      expect: everyone(200),
    },
    'POST /api/checkout': {
      call: async (role) => {
        await clearUnpaidOrders(role);
        return checkoutCall(role, freshPart());
      },
      expect: signedIn(201),
    },
    // Each caller's own last address: Bob and the admin get theirs (none), never Alice's.
    'GET /api/checkout/last-delivery': {
      call: (role) => ({ method: 'GET', url: '/api/checkout/last-delivery', headers: auth(role) }),
      expect: signedIn(200),
    },
    'GET /api/orders/:id': {
      call: async (role) => ({ method: 'GET', url: `/api/orders/${await aliceCodOrder()}`, headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    // A confirmed order's VAT invoice: its buyer's or the admin's, and for anyone else not there.
    'GET /api/orders/:id/invoice.pdf': {
      call: async (role) => {
        await clearUnpaidOrders('alice');
        const orderId = await confirmedOrder(t.app, t.database.db, tokens.alice!, freshPart());
        return { method: 'GET', url: `/api/orders/${orderId}/invoice.pdf?lang=bn`, headers: auth(role) };
      },
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    // Only the buyer asks for and types a phone code: for anyone else the order is not there.
    'POST /api/orders/:id/phone-code': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/orders/${await aliceCodOrder()}/phone-code`,
        headers: auth(role),
      }),
      expect: { guest: 401, alice: 202, bob: 404, admin: 404 },
    },
    'POST /api/orders/:id/phone-code/verify': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/orders/${await aliceCodOrder()}/phone-code/verify`,
        headers: auth(role),
        payload: { code: '000000' },
      }),
      expect: { guest: 401, alice: 400, bob: 404, admin: 404 },
    },
    // Alice's order is not confirmed yet: the admin may call it, and is told why it cannot be done.
    'POST /api/admin/orders/:id/cash-collected': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${await aliceCodOrder()}/cash-collected`,
        headers: auth(role),
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    'GET /api/admin/orders': {
      call: (role) => ({ method: 'GET', url: '/api/admin/orders?q=alice&state=placed', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/orders.csv': {
      call: (role) => ({ method: 'GET', url: '/api/admin/orders.csv?paymentMethod=card', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/vat-summary.csv': {
      call: (role) => ({ method: 'GET', url: '/api/admin/vat-summary.csv?month=2026-11', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/sales': {
      call: (role) => ({ method: 'GET', url: '/api/admin/sales?days=90', headers: auth(role) }),
      expect: adminOnly,
    },
    // Alice's placed order: she and the admin may cancel it; Bob cannot see it.
    'POST /api/orders/:id/cancel': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/orders/${await aliceCodOrder()}/cancel`,
        headers: auth(role),
        payload: {},
      }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    // Not confirmed yet: the admin may call it, and is told the order cannot be packed.
    'POST /api/admin/orders/:id/transition': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${await aliceCodOrder()}/transition`,
        headers: auth(role),
        payload: { to: 'packed' },
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    // Nothing was paid, so no refund waits: the admin is told so.
    'POST /api/admin/orders/:id/refund': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${await aliceCodOrder()}/refund`,
        headers: auth(role),
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    // Alice's order was not held, so the admin is told so; the refused parcel must be shipped first.
    'POST /api/admin/orders/:id/release-hold': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${await aliceCodOrder()}/release-hold`,
        headers: auth(role),
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    'POST /api/admin/orders/:id/refused': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${await aliceCodOrder()}/refused`,
        headers: auth(role),
        payload: {},
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    // This shop has no API courier: the admin gets an empty list of quotes.
    'GET /api/admin/orders/:id/courier-quotes': {
      call: async (role) => ({
        method: 'GET',
        url: `/api/admin/orders/${await aliceCodOrder()}/courier-quotes`,
        headers: auth(role),
      }),
      expect: adminOnly,
    },
    // Returns (docs/returns.md): Alice's own order's; Bob's ask is "not found", the decisions the admin's.
    'GET /api/orders/:id/returns': {
      call: async (role) => ({
        method: 'GET',
        url: `/api/orders/${await aliceCodOrder()}/returns`,
        headers: auth(role),
      }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    // Alice's order is not delivered yet; only its buyer may ask, so the admin's ask is "not found" too.
    'POST /api/orders/:id/returns': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/orders/${await aliceCodOrder()}/returns`,
        headers: auth(role),
        payload: { lines: [{ partId: randomUUID(), quantity: 1, reason: 'damaged' }] },
      }),
      expect: { guest: 401, alice: 409, bob: 404, admin: 404 },
    },
    'POST /api/returns/photos': {
      call: async (role) => {
        const body = multipartBody('image', 'p.png', 'image/png', await pngOf(20, 20));
        return {
          method: 'POST',
          url: '/api/returns/photos',
          headers: { ...auth(role), 'content-type': body.contentType },
          payload: body.payload,
        };
      },
      expect: signedIn(200),
    },
    'GET /api/returns/:id': {
      call: async (role) => ({ method: 'GET', url: `/api/returns/${await aliceReturn()}`, headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    'GET /api/admin/returns': {
      call: (role) => ({ method: 'GET', url: '/api/admin/returns?state=open', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/sales/wrong-fit': {
      call: (role) => ({ method: 'GET', url: '/api/admin/sales/wrong-fit', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/returns/:id/accept': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/returns/${await aliceReturn()}/accept`,
        headers: auth(role),
        payload: {},
      }),
      expect: adminOnly,
    },
    'POST /api/admin/returns/:id/refuse': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/returns/${await aliceReturn()}/refuse`,
        headers: auth(role),
        payload: { note: 'Worn' },
      }),
      expect: adminOnly,
    },
    // A requested return is neither received nor waiting for its refund: the admin is told so.
    'POST /api/admin/returns/:id/receive': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/returns/${await aliceReturn()}/receive`,
        headers: auth(role),
        payload: { lines: [{ partId: randomUUID(), resellable: true }] },
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    'POST /api/admin/returns/:id/refund': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/returns/${await aliceReturn()}/refund`,
        headers: auth(role),
        payload: {},
      }),
      expect: { guest: 401, alice: 403, bob: 403, admin: 409 },
    },
    // Business accounts (docs/product.md#business-accounts): one's own application; the answers are the admin's.
    'POST /api/business-accounts': {
      call: (role) => ({
        method: 'POST',
        url: '/api/business-accounts',
        headers: auth(role),
        payload: {
          kind: 'dealer',
          businessName: `${role} Traders`,
          tradeLicence: 'DSCC-1/2026',
          address: 'Dhaka',
          phone: '01711000000',
        },
      }),
      expect: signedIn(201),
    },
    'GET /api/business-accounts/mine': {
      call: (role) => ({ method: 'GET', url: '/api/business-accounts/mine', headers: auth(role) }),
      expect: signedIn(200),
    },
    'GET /api/admin/business-accounts': {
      call: (role) => ({ method: 'GET', url: '/api/admin/business-accounts?state=pending', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/business-accounts/:id/decision': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/business-accounts/${await pendingApplication()}/decision`,
        headers: auth(role),
        payload: { decision: 'refuse', note: 'No licence' },
      }),
      expect: adminOnly,
    },
    'GET /api/admin/customer-groups': {
      call: (role) => ({ method: 'GET', url: '/api/admin/customer-groups', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/customer-groups': {
      call: (role) => ({
        method: 'POST',
        url: '/api/admin/customer-groups',
        headers: auth(role),
        payload: { name: `Group of ${role}` },
      }),
      expect: { ...adminOnly, admin: 201 },
    },
    'GET /api/admin/customer-groups/:id': {
      call: async (role) => ({
        method: 'GET',
        url: `/api/admin/customer-groups/${await aGroup()}`,
        headers: auth(role),
      }),
      expect: adminOnly,
    },
    'PUT /api/admin/customer-groups/:id/prices': {
      call: async (role) => ({
        method: 'PUT',
        url: `/api/admin/customer-groups/${await aGroup()}/prices`,
        headers: auth(role),
        payload: { minimumOrder: 0, discounts: [], breaks: [{ minQuantity: 10, percent: 5 }] },
      }),
      expect: adminOnly,
    },
    'GET /api/admin/customer-groups/:id/members': {
      call: async (role) => ({
        method: 'GET',
        url: `/api/admin/customer-groups/${await aGroup()}/members`,
        headers: auth(role),
      }),
      expect: adminOnly,
    },
    // No such member: the admin is let through to the 404, everyone else stopped before it.
    'DELETE /api/admin/customer-groups/:id/members/:applicationId': {
      call: async (role) => ({
        method: 'DELETE',
        url: `/api/admin/customer-groups/${await aGroup()}/members/${await pendingApplication()}`,
        headers: auth(role),
      }),
      expect: { ...adminOnly, admin: 404 },
    },
    // Each role's own empty group: the admin's is deleted.
    'DELETE /api/admin/customer-groups/:id': {
      call: async (role) => {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/admin/customer-groups',
          headers: auth('admin'),
          payload: { name: `Empty group for ${role}` },
        });
        return { method: 'DELETE', url: `/api/admin/customer-groups/${added.json().id}`, headers: auth(role) };
      },
      expect: { ...adminOnly, admin: 204 },
    },
    // Quotes (docs/product.md#quotes): a business buyer's own; pricing and refusing are the admin's.
    // Bob and the admin are no business buyers; a quote is read by its buyer and the admin only.
    'POST /api/quotes': {
      call: async (role) => {
        if (role === 'alice') {
          await aliceIsBusiness();
          await aliceCart();
        }
        return { method: 'POST', url: '/api/quotes', headers: auth(role), payload: { note: 'Bulk' } };
      },
      expect: { guest: 401, alice: 201, bob: 403, admin: 403 },
    },
    'GET /api/quotes': {
      call: (role) => ({ method: 'GET', url: '/api/quotes?state=requested', headers: auth(role) }),
      expect: signedIn(200),
    },
    'GET /api/quotes/:id': {
      call: async (role) => ({ method: 'GET', url: `/api/quotes/${await aliceQuote(false)}`, headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    'GET /api/admin/quotes': {
      call: (role) => ({ method: 'GET', url: '/api/admin/quotes?state=expired&page=1', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/quotes/:id/price': {
      call: async (role) => {
        const id = await aliceQuote(false);
        const quote = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: auth('alice') });
        const lines = (quote.json() as { lines: { partId: string }[] }).lines;
        return {
          method: 'POST',
          url: `/api/admin/quotes/${id}/price`,
          headers: auth(role),
          payload: { lines: lines.map((line) => ({ partId: line.partId, price: 10 })), validUntil: shopToday() },
        };
      },
      expect: adminOnly,
    },
    'POST /api/admin/quotes/:id/refuse': {
      call: async (role) => ({
        method: 'POST',
        url: `/api/admin/quotes/${await aliceQuote(false)}/refuse`,
        headers: auth(role),
        payload: { note: 'Out of stock' },
      }),
      expect: adminOnly,
    },
    // Only its buyer accepts: for anyone else the quote is not there.
    'POST /api/quotes/:id/accept': {
      call: async (role) => {
        await clearUnpaidOrders('alice');
        await t.database.db.delete(outbox).where(eq(outbox.purpose, 'phone-code'));
        const id = await aliceQuote(true);
        const { payload, headers } = checkoutCall(role, freshPart());
        const { address, paymentMethod } = payload as { address: object; paymentMethod: string };
        return { method: 'POST', url: `/api/quotes/${id}/accept`, headers, payload: { address, paymentMethod } };
      },
      expect: { guest: 401, alice: 201, bob: 404, admin: 404 },
    },
    // Anyone may ask; a guest's answer is empty, a member's their own group's, never cached.
    'POST /api/prices': {
      call: (role) => ({
        method: 'POST',
        url: '/api/prices',
        headers: auth(role),
        payload: { partIds: [catalogue[0]!._id] },
      }),
      expect: everyone(200),
    },
    'GET /api/admin/outbox': {
      call: (role) => ({ method: 'GET', url: '/api/admin/outbox', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/jobs': {
      call: (role) => ({ method: 'GET', url: '/api/admin/jobs', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/vitals': {
      call: (role) => ({ method: 'GET', url: '/api/admin/vitals', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/settings': {
      call: (role) => ({ method: 'GET', url: '/api/admin/settings', headers: auth(role) }),
      expect: adminOnly,
    },
    // The defaults again: the checkout rows, in any order, charge what they always did.
    'PUT /api/admin/settings': {
      call: (role) => ({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: auth(role),
        payload: { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 },
      }),
      expect: adminOnly,
    },
    'GET /api/booking': {
      call: (role) => ({ method: 'GET', url: '/api/booking', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/booking?user': {
      call: (role) => ({ method: 'GET', url: '/api/booking?user=alice@example.com', headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 403, admin: 200 },
    },
    'GET /api/orders': {
      call: (role) => ({ method: 'GET', url: '/api/orders?page=1', headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 200, admin: 200 },
    },
    'GET /api/booking/:id': {
      call: async (role) => ({ method: 'GET', url: `/api/booking/${await aliceOrder()}`, headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    'DELETE /api/booking/:id': {
      call: async (role) => ({ method: 'DELETE', url: `/api/booking/${await aliceOrder()}`, headers: auth(role) }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 200 },
    },
    'PATCH /api/booking/:id': {
      call: async (role) => ({
        method: 'PATCH',
        url: `/api/booking/${await aliceOrder()}`,
        headers: auth(role),
        payload: { tnxId: 'pi_test_made_up', paid: true },
      }),
      // Only the owner may claim a payment, and only a real one counts.
      expect: { guest: 401, alice: 402, bob: 404, admin: 404 },
    },
    'POST /api/create-payment-intent': {
      call: async (role) => ({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: auth(role),
        payload: { orderId: await aliceOrder(), price: 1 },
      }),
      expect: { guest: 401, alice: 200, bob: 404, admin: 404 },
    },
    'POST /api/test-payments/confirm': {
      // Authorised by knowing the intent's client secret, as with Stripe.js: a guessed one finds nothing.
      call: () => ({
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: {
          clientSecret: 'pi_test_guess_secret_guess',
          card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
          billingDetails: { name: 'x', email: 'x@example.com' },
        },
      }),
      expect: everyone(404),
    },
    'GET /api/userdetail': {
      call: (role) => ({ method: 'GET', url: '/api/userdetail', headers: auth(role) }),
      expect: signedIn(200),
    },
    'PUT /api/userdetail/:displayName': {
      call: (role) => ({
        method: 'PUT',
        url: '/api/userdetail/Alice',
        headers: auth(role),
        payload: { phone: '01711000000', education: 'BSc', location: 'Dhaka', linkedin: 'https://linkedin.com/in/x' },
      }),
      expect: signedIn(200),
    },
    'POST /api/part': {
      call: (role) => ({
        method: 'POST',
        url: '/api/part',
        headers: auth(role),
        payload: {
          name: 'Matrix part',
          description: 'x',
          minimumOrder: 1,
          availableQuantity: 5,
          price: 10,
          img: '/images/parts/spark-plug.svg',
        },
      }),
      expect: adminOnly,
    },
    'DELETE /api/part/:id': {
      call: (role) => ({ method: 'DELETE', url: `/api/part/${catalogue.at(-1)!._id}`, headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/parts/:id': {
      call: (role) => ({ method: 'GET', url: `/api/admin/parts/${catalogue[0]!._id}`, headers: auth(role) }),
      expect: adminOnly,
    },
    'PATCH /api/part/:id': {
      call: async (role) => {
        const part = freshPart();
        const editable = await t.app.inject({
          method: 'GET',
          url: `/api/admin/parts/${part._id}`,
          headers: auth('admin'),
        });
        const { updatedAt } = editable.json() as { updatedAt: string };
        return {
          method: 'PATCH',
          url: `/api/part/${part._id}`,
          headers: auth(role),
          payload: { updatedAt, lowStockThreshold: 3 },
        };
      },
      expect: adminOnly,
    },
    'POST /api/part/:id/restock': {
      call: (role) => ({
        method: 'POST',
        url: `/api/part/${freshPart()._id}/restock`,
        headers: auth(role),
        payload: { quantity: 1 },
      }),
      expect: adminOnly,
    },
    'GET /api/part/:id/restocks': {
      call: (role) => ({ method: 'GET', url: `/api/part/${catalogue[0]!._id}/restocks`, headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/low-stock': {
      call: (role) => ({ method: 'GET', url: '/api/admin/low-stock', headers: auth(role) }),
      expect: adminOnly,
    },
    'PATCH /api/status/:tnxId': {
      call: (role) => ({ method: 'PATCH', url: '/api/status/pi_x', headers: auth(role), payload: { status: true } }),
      // No paid order has pi_x: the admin gets past the guard, to the 404.
      expect: { ...adminOnly, admin: 404 },
    },
    'GET /api/question': {
      call: (role) => ({ method: 'GET', url: '/api/question', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/user': { call: (role) => ({ method: 'GET', url: '/api/user', headers: auth(role) }), expect: adminOnly },
    'PUT /api/user/admin/:email': {
      call: (role) => ({ method: 'PUT', url: '/api/user/admin/bystander@example.com', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/upload': {
      call: async (role) => {
        const body = multipartBody('image', 'p.png', 'image/png', await pngOf(20, 20));
        return {
          method: 'POST',
          url: '/api/upload',
          headers: { ...auth(role), 'content-type': body.contentType },
          payload: body.payload,
        };
      },
      expect: adminOnly,
    },
    'GET /api/admin/catalogue.csv': {
      call: (role) => ({ method: 'GET', url: '/api/admin/catalogue.csv', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/diagrams/callouts.csv': {
      call: (role) => ({ method: 'GET', url: '/api/admin/diagrams/callouts.csv', headers: auth(role) }),
      expect: adminOnly,
    },
    // A file of the column names alone: valid, and it changes nothing.
    'POST /api/admin/diagrams/callouts/import': {
      call: (role) => ({
        method: 'POST',
        url: '/api/admin/diagrams/callouts/import',
        headers: { ...auth(role), 'content-type': 'text/csv' },
        payload: 'vehicle,assembly,callout,sku,quantity,years,x,y\r\n',
      }),
      expect: adminOnly,
    },
    'POST /api/admin/catalogue/import': {
      // The same one-part file each time: the admin's first import adds the part, later ones update it.
      call: (role) => ({
        method: 'POST',
        url: '/api/admin/catalogue/import',
        headers: { ...auth(role), 'content-type': 'text/csv' },
        payload:
          'sku,name,category,description,price,minimumOrder,availableQuantity,img,oemNumbers,fitment\r\n' +
          'MATRIX-1,Matrix part,other,x,10,1,5,/images/parts/spark-plug.svg,,\r\n',
      }),
      expect: adminOnly,
    },
    // A guest reads a chassis number too: the bike picker is open to everyone.
    'POST /api/vin/decode': {
      call: () => ({ method: 'POST', url: '/api/vin/decode', payload: { vin: 'MD2A11DZ7KC123456' } }),
      expect: everyone(200),
    },
    'GET /api/admin/diagrams': {
      call: (role) => ({ method: 'GET', url: '/api/admin/diagrams', headers: auth(role) }),
      expect: adminOnly,
    },
    'GET /api/admin/vehicles/:id/assemblies/:slug': {
      call: async (role) => ({ method: 'GET', url: await editorAssemblyUrl(), headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/vehicles/:id/assemblies': {
      call: async (role) => ({
        method: 'POST',
        url: (await editorAssemblyUrl()).replace(/\/[^/]+$/, ''),
        headers: auth(role),
        payload: {
          // Each role's own name: a second assembly of one name would be refused as taken.
          name: `Matrix ${role}`,
          drawing: { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><circle r="9"/></svg>' },
        },
      }),
      expect: { ...adminOnly, admin: 201 },
    },
    'PUT /api/admin/vehicles/:id/assemblies/:slug/drawing': {
      call: async (role) => ({
        method: 'PUT',
        url: `${await editorAssemblyUrl()}/drawing`,
        headers: auth(role),
        payload: {
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><circle cx="400" cy="300" r="90"/></svg>',
        },
      }),
      expect: { ...adminOnly, admin: 204 },
    },
    'POST /api/admin/vehicles/:id/assemblies/:slug/callouts': {
      call: async (role) => ({
        method: 'POST',
        url: `${await editorAssemblyUrl()}/callouts`,
        headers: auth(role),
        payload: await calloutPayload(),
      }),
      expect: { ...adminOnly, admin: 201 },
    },
    'PUT /api/admin/vehicles/:id/assemblies/:slug/callouts/:calloutId': {
      call: async (role) => {
        const { url, id } = await adminCallout();
        return { method: 'PUT', url: `${url}/callouts/${id}`, headers: auth(role), payload: await calloutPayload() };
      },
      expect: adminOnly,
    },
    'DELETE /api/admin/vehicles/:id/assemblies/:slug/callouts/:calloutId': {
      call: async (role) => {
        const { url, id } = await adminCallout();
        return { method: 'DELETE', url: `${url}/callouts/${id}`, headers: auth(role) };
      },
      expect: { ...adminOnly, admin: 204 },
    },
    'GET /api/admin/vin-patterns': {
      call: (role) => ({ method: 'GET', url: '/api/admin/vin-patterns', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/vin-patterns': {
      // A new descriptor each time, of the Bajaj vehicle the demo's MD2 patterns name.
      call: async (role) => {
        const [pattern] = await t.database.db.select().from(vinPatterns).where(eq(vinPatterns.wmi, 'MD2')).limit(1);
        return {
          method: 'POST',
          url: '/api/admin/vin-patterns',
          headers: auth(role),
          payload: {
            wmi: 'MD2',
            descriptor: `Z${String((nextPattern += 1)).padStart(4, '0')}`,
            vehicleId: pattern!.vehicleId,
          },
        };
      },
      expect: { ...adminOnly, admin: 201 },
    },
    'DELETE /api/admin/vin-patterns/:id': {
      call: async (role) => {
        const [pattern] = await t.database.db.select().from(vinPatterns).orderBy(desc(vinPatterns.id)).limit(1);
        return { method: 'DELETE', url: `/api/admin/vin-patterns/${pattern!.id}`, headers: auth(role) };
      },
      expect: { ...adminOnly, admin: 204 },
    },
    'GET /api/admin/vin-patterns.csv': {
      call: (role) => ({ method: 'GET', url: '/api/admin/vin-patterns.csv', headers: auth(role) }),
      expect: adminOnly,
    },
    'POST /api/admin/vin-patterns/import': {
      // The table as it is, so the rows after it find the demo's patterns still there.
      call: async (role) => {
        const exported = await t.app.inject({
          method: 'GET',
          url: '/api/admin/vin-patterns.csv',
          headers: auth('admin'),
        });
        return {
          method: 'POST',
          url: '/api/admin/vin-patterns/import',
          headers: { ...auth(role), 'content-type': 'text/csv' },
          payload: exported.body,
        };
      },
      expect: adminOnly,
    },
    'GET /api/admin/vin-unknowns': {
      call: (role) => ({ method: 'GET', url: '/api/admin/vin-unknowns', headers: auth(role) }),
      expect: adminOnly,
    },
    // better-auth's endpoints the web calls, and no others (plugins/auth.test.ts): they work by the
    // cookie session (or the bearer), so a role decides nothing.
    'GET /api/auth/get-session': {
      call: (role) => ({ method: 'GET', url: '/api/auth/get-session', headers: auth(role) }),
      expect: everyone(200),
    },
    'POST /api/auth/sign-up/email': {
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { name: 'Matrix Rider', email: `matrix-${role}@example.com`, password: 'secret12' },
      }),
      expect: everyone(200),
    },
    'POST /api/auth/sign-in/email': {
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { email: 'alice@example.com', password: 'wrong-password' },
      }),
      expect: everyone(401),
    },
    'POST /api/auth/sign-in/social': {
      // Google is not set up on this server: better-auth says so.
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
      }),
      expect: everyone(404),
    },
    'GET /api/auth/callback/google': {
      call: () => ({ method: 'GET', url: '/api/auth/callback/google?state=forged&code=forged' }),
      expect: everyone(302),
    },
    // "Forgot password?" and the profile's sign-in settings (better-auth's own endpoints).
    'POST /api/auth/request-password-reset': {
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: SHOP_ORIGIN },
        payload: { email: EMAILS[role] ?? 'nobody@example.com', redirectTo: '/reset-password' },
      }),
      expect: everyone(200),
    },
    'GET /api/auth/reset-password/:token': {
      // A forged token lands on the reset page, which says the link no longer works.
      call: () => ({ method: 'GET', url: '/api/auth/reset-password/forged?callbackURL=%2Freset-password' }),
      expect: everyone(302),
    },
    'POST /api/auth/reset-password': {
      call: () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: SHOP_ORIGIN },
        payload: { token: 'forged', newPassword: 'new-secret-12' },
      }),
      expect: everyone(400),
    },
    'POST /api/auth/send-verification-email': {
      // A signed-in account asks for its own link; a guest names an address and hears the same.
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { email: EMAILS[role] ?? 'nobody@example.com', callbackURL: '/email-verified' },
      }),
      expect: everyone(200),
    },
    'GET /api/auth/verify-email': {
      call: () => ({ method: 'GET', url: '/api/auth/verify-email?token=forged&callbackURL=%2Femail-verified' }),
      expect: everyone(302),
    },
    'POST /api/auth/change-email': {
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { newEmail: `matrix-new-${role}@example.com`, callbackURL: '/email-verified' },
      }),
      expect: signedIn(200),
    },
    'POST /api/auth/change-password': {
      // The current password is wrong: refused for everyone signed in, and nobody else gets that far.
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { currentPassword: 'not-the-password', newPassword: 'new-secret-12' },
      }),
      expect: signedIn(400),
    },
    'POST /api/auth/update-user': {
      call: (role) => ({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: SHOP_ORIGIN, ...auth(role) },
        payload: { name: role === 'admin' ? 'Admin' : `${role[0]!.toUpperCase()}${role.slice(1)}` },
      }),
      expect: signedIn(200),
    },
    'POST /api/password-reset/sms': {
      // Any phone gets the same answer; each role its own phone (one code a minute per phone).
      call: (role) => ({
        method: 'POST',
        url: '/api/password-reset/sms',
        payload: { phone: `0171900000${ROLES.indexOf(role)}` },
      }),
      expect: everyone(202),
    },
    'POST /api/password-reset/sms/confirm': {
      call: () => ({
        method: 'POST',
        url: '/api/password-reset/sms/confirm',
        payload: { phone: '01719999999', code: '123456', password: 'new-secret-12' },
      }),
      expect: everyone(400),
    },
    'POST /api/auth/sign-out': {
      // Without a session: signing a role's own session out would end its token for the other rows.
      call: () => ({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: SHOP_ORIGIN }, payload: {} }),
      expect: everyone(200),
    },
    'GET /api/docs': { call: () => ({ method: 'GET', url: '/api/docs' }), expect: everyone(200) },
    'GET /api/docs/json': { call: () => ({ method: 'GET', url: '/api/docs/json' }), expect: everyone(200) },
    'GET /api/docs/yaml': { call: () => ({ method: 'GET', url: '/api/docs/yaml' }), expect: everyone(200) },
    'GET /api/docs/static/*': {
      call: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
      expect: everyone(200),
    },
    'GET /api/docs/static/index.html': {
      call: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
      expect: everyone(302),
    },
    'GET /api/docs/static/swagger-initializer.js': {
      call: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
      expect: everyone(200),
    },
    // Load balancers' probes, at the root: public, and they tell nothing but up or down.
    'GET /healthz': { call: () => ({ method: 'GET', url: '/healthz' }), expect: everyone(200) },
    'GET /readyz': { call: () => ({ method: 'GET', url: '/readyz' }), expect: everyone(200) },
    'GET /uploads/*': { call: () => ({ method: 'GET', url: '/uploads/none.webp' }), expect: everyone(404) },
    'GET /index.html': { call: () => ({ method: 'GET', url: '/index.html' }), expect: everyone(200) },
    'GET /*': { call: () => ({ method: 'GET', url: '/dashboard/order' }), expect: everyone(200) },
    // Prometheus's token only: no session opens it, an admin's neither.
    'GET /metrics': {
      call: (role) => ({ method: 'GET', url: '/metrics', headers: auth(role) }),
      expect: everyone(401),
    },
  };
  // Routes Fastify adds for HEAD mirror their GET; '/api/docs/' is swagger-ui's redirect.
  const covered = (route: string) => {
    const [method, url] = route.split(' ') as [string, string];
    if (method === 'HEAD') return registered.has(`GET ${url}`) || url === '/api/docs/';
    return route in rows;
  };

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MotoForge</title>');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-matrix-'));
    t = await createTestApp(driver, {
      env: { WEB_DIST: webDist, DATA_DIR: dataDir, METRICS_TOKEN: 'matrix-metrics-token-0123456789abcdef' },
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      },
    });
    // Parts that can be ordered: the demo catalogue has some out of stock.
    catalogue = partListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 4);
    const alice = await createCustomer(t.app, 'alice@example.com', 'Alice');
    const bob = await createCustomer(t.app, 'bob@example.com', 'Bob');
    await createCustomer(t.app, 'bystander@example.com', 'Bystander');
    const admin = await adminToken(t.app);
    tokens = { guest: null, alice: alice.token, bob: bob.token, admin };
    cookies = { guest: null, alice: alice.cookie, bob: bob.cookie, admin: null };
    const adminCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SHOP_ORIGIN },
      payload: { email: 'admin@motoforge.com', password: 'motoforge-admin' },
      remoteAddress: freshAddress(),
    });
    cookies.admin = String(adminCookie.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(() => t.close());

  it('has a row for every registered route, and every row names a registered route', () => {
    const missing = [...registered].filter((route) => !covered(route));
    expect(missing).toEqual([]);
    const stale = Object.keys(rows).filter((key) => !registered.has(key.replace('?user', '')));
    expect(stale).toEqual([]);
  });

  it.each(Object.keys(rows))('%s: guest, Alice, Bob and admin get what the table says', async (key) => {
    const row = rows[key]!;
    const outcomes: Record<string, number> = {};
    for (const role of ROLES) {
      const call = await row.call(role);
      const response = await t.app.inject({ ...call, remoteAddress: freshAddress() } as never);
      outcomes[role] = response.statusCode;
      expect(response.statusCode, `${role}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(outcomes).toEqual(row.expect);
  });

  it('ignores mass assignment: role, paid, price, email, status and tnxId in bodies change nothing', async () => {
    await clearUnpaidOrders('bob');
    const part = freshPart();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: auth('bob'),
      payload: {
        productId: part._id,
        quantity: part.minimumOrder,
        phone: '01711000000',
        address: 'Dhaka',
        price: 0.01,
        email: 'alice@example.com',
        paid: true,
        status: true,
        tnxId: 'pi_free',
        role: 'admin',
      },
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${placed.json().insertedId}`,
      headers: auth('bob'),
    });
    expect(order.json()).toMatchObject({
      email: 'bob@example.com',
      price: part.price,
      paid: false,
      status: false,
      tnxId: null,
    });

    const claim = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${placed.json().insertedId}`,
      headers: auth('bob'),
      payload: { tnxId: 'pi_free', status: true },
    });
    expect(claim.statusCode).toBe(400);

    await t.app.inject({
      method: 'PUT',
      url: '/api/user/bob@example.com',
      headers: { origin: SHOP_ORIGIN, cookie: cookies.bob! },
      payload: { email: 'bob@example.com', role: 'admin' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/userdetail/Bob',
      headers: auth('bob'),
      payload: {
        phone: '01711000000',
        education: 'BSc',
        location: 'Dhaka',
        linkedin: 'https://x.example',
        role: 'admin',
      },
    });
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/bob@example.com', headers: auth('bob') });
    expect(check.json()).toEqual({ admin: false });
  });
});
