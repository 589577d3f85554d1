import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  customerGroupSchema,
  groupPriceMessages,
  memberPricesSchema,
  partListSchema,
} from '@motoforge/contract';
import { orderLines, parts, users } from '../../db/schema.js';
import { priceRulesOf } from '../../services/prices/price-rules.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp } from '../../test/test-app.js';
import { drivers, raceDrivers, type DriverKind } from '../../test/test-database.js';

/** A stand-in for the web build's entry-server.js: the pages render the JSON they prefetched. */
const FAKE_RENDERER = `
export function prefetchesFor(pathname) {
  if (pathname === '/' || pathname === '/allproducts') return [{ queryKey: ['parts'], apiPath: '/api/parts?sort=position&pageSize=13' }];
  return undefined;
}
export function pageQueryFor() { return ''; }
export function dismissalsIn() { return []; }
export function shellFor(template) { return template; }
export async function renderPage({ template, prefetched }) {
  return template.replace('<!--ssr-outlet-->', () => JSON.stringify(prefetched));
}
`;

type Member = { token: string; cookie: string };
type CataloguePart = { _id: string; sku: string; category: string; price: number; minimumOrder: number };

/** The app, with server-rendered pages, an admin, and a group to put members in, by name. */
async function groupPricesApp(driver: DriverKind) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-group-prices-web-'));
  fs.mkdirSync(path.join(webDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"><!--ssr-outlet--></div>');
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), FAKE_RENDERER);
  const t = await createTestApp(driver, { env: { WEB_DIST: webDist } });
  const admin = await adminToken(t.app);
  const catalogue: CataloguePart[] = (
    await t.database.db
      .select({
        _id: parts.id,
        sku: parts.sku,
        category: parts.category,
        pricePoisha: parts.pricePoisha,
        minimumOrder: parts.minimumOrder,
        availableQuantity: parts.availableQuantity,
      })
      .from(parts)
      .where(isNull(parts.deletedAt))
      .orderBy(asc(parts.position))
  )
    .filter((part) => part.availableQuantity >= part.minimumOrder * 60)
    .map(({ pricePoisha, ...part }) => ({ ...part, price: pricePoisha / 100 }));

  const admit = async (email: string, groupId: string): Promise<Member> => {
    const member = await createCustomer(t.app, email);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/business-accounts',
      headers: bearer(member.token),
      payload: { kind: 'dealer', businessName: email, tradeLicence: 'DNCC-1', address: 'Dhaka', phone: '01712345678' },
      remoteAddress: freshAddress(),
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${applied.json().id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve', groupId, note: '' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { token: member.token, cookie: member.cookie };
  };
  const group = async (name: string, prices: object) => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: bearer(admin),
      payload: { name },
    });
    const id = added.json().id as string;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customer-groups/${id}/prices`,
      headers: bearer(admin),
      payload: prices,
    });
    expect(set.statusCode, set.body).toBe(200);
    return customerGroupSchema.parse(set.json());
  };
  return { t, admin, catalogue, admit, group };
}

const round = (taka: number) => Math.round(taka * 100) / 100;

/** Group prices (docs/product.md#group-prices, ADR 054): one resolver, on the server, for one's own account. */
describe.each(drivers)('group prices on %s', (driver) => {
  let app: Awaited<ReturnType<typeof groupPricesApp>>;
  let part: CataloguePart;
  let other: CataloguePart;
  let member: Member;

  beforeAll(async () => {
    app = await groupPricesApp(driver);
    [part, other] = app.catalogue as [CataloguePart, CataloguePart];
    const dealers = await app.group('Dealers', {
      minimumOrder: 0,
      discounts: [
        { category: other.category, sku: '', percent: 5 },
        { category: '', sku: part.sku, percent: 10 },
      ],
      breaks: [
        { minQuantity: 10, percent: 5 },
        { minQuantity: 50, percent: 10 },
      ],
    });
    expect(dealers).toMatchObject({ name: 'Dealers', breaks: [{ minQuantity: 10 }, { minQuantity: 50 }] });
    member = await app.admit('dealer@example.com', dealers.id);
  });
  afterAll(() => app.t.close());

  const prices = (partIds: string[], token?: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: token ? bearer(token) : {},
      payload: { partIds },
    });

  it('gives a member the group’s prices, privately, and a guest or a plain buyer none', async () => {
    const answer = await prices([part._id], member.token);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const mine = memberPricesSchema.parse(answer.json());
    expect(mine.group).toMatchObject({ name: 'Dealers', minimumOrder: 0 });
    const groupPrice = round(part.price * 0.9);
    expect(mine.prices[0]).toMatchObject({ partId: part._id, listPrice: part.price, price: groupPrice });
    expect(mine.prices[0]!.breaks.map((step) => step.minQuantity)).toEqual(
      [10, 50].filter((quantity) => quantity > part.minimumOrder),
    );

    // A category's discount reaches its parts, asked beside another part.
    const both = memberPricesSchema.parse((await prices([other._id, part._id], member.token)).json());
    expect(new Map(both.prices.map((each) => [each.partId, each.price]))).toEqual(
      new Map([
        [part._id, groupPrice],
        [other._id, round(other.price * 0.95)],
      ]),
    );

    expect(memberPricesSchema.parse((await prices([part._id])).json())).toEqual({ group: null, prices: [] });
    const plain = await createCustomer(app.t.app, 'plain-buyer@example.com');
    expect(memberPricesSchema.parse((await prices([part._id], plain.token)).json())).toEqual({
      group: null,
      prices: [],
    });
  });

  it('reads only the rules that can price the parts asked about', async () => {
    const [account] = await app.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'dealer@example.com'));
    const unrelated = app.catalogue.find((each) => each.category !== other.category && each._id !== part._id)!;
    const forOther = await priceRulesOf(app.t.database.db, account!.id, [other._id]);
    expect(forOther?.group.name).toBe('Dealers');
    expect([...forOther!.categoryDiscounts.keys()]).toEqual([other.category]);
    expect(forOther!.partDiscounts.size).toBe(0);
    const forUnrelated = await priceRulesOf(app.t.database.db, account!.id, [unrelated._id]);
    expect(forUnrelated!.categoryDiscounts.size + forUnrelated!.partDiscounts.size).toBe(0);
    expect(forUnrelated!.breaks).toHaveLength(2);
    const forNothing = await priceRulesOf(app.t.database.db, account!.id, []);
    expect(forNothing!.categoryDiscounts.size + forNothing!.partDiscounts.size).toBe(0);
  });

  it('prices the member’s cart by the one resolver, quantity breaks included, beside the list price', async () => {
    const quantity = Math.max(part.minimumOrder, 10);
    const put = await app.t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: bearer(member.token),
      payload: { lines: [{ partId: part._id, quantity }] },
    });
    const cart = cartSchema.parse(put.json());
    const unit = round(round(part.price * 0.9) * 0.95);
    expect(cart.lines[0]!.part).toMatchObject({ price: unit, listPrice: part.price });
    expect(cart.subtotal).toBe(round(unit * quantity));
    expect(cart.group).toMatchObject({ name: 'Dealers' });

    const guestView = await app.t.app.inject({
      method: 'POST',
      url: '/api/cart/view',
      headers: bearer(member.token),
      payload: { lines: [{ partId: part._id, quantity }] },
    });
    expect(cartSchema.parse(guestView.json()).lines[0]!.part.price).toBe(part.price);
  });

  it('charges the member’s price at checkout and stores it on the order line', async () => {
    const quantity = part.minimumOrder;
    const placed = await app.t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(member.token),
      payload: { productId: part._id, quantity, phone: '01711000000', address: 'Dhaka' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [line] = await app.t.database.db
      .select({ pricePoisha: orderLines.pricePoisha })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().insertedId as string));
    const expected = quantity >= 10 ? round(round(part.price * 0.9) * 0.95) : round(part.price * 0.9);
    expect(line!.pricePoisha).toBe(Math.round(expected * 100));
  });

  it('prices a member’s quick order at the group’s price', async () => {
    const checked = await app.t.app.inject({
      method: 'POST',
      url: '/api/quick-order',
      headers: bearer(member.token),
      payload: { text: `${part.sku}, 50` },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().lines[0].part.price).toBe(round(round(part.price * 0.9) * 0.9));
  });

  it('refuses an order below the group’s minimum order value, saying the minimum', async () => {
    const small = await app.group('Big buyers', { minimumOrder: 900_000, discounts: [], breaks: [] });
    const buyer = await app.admit('big-buyer@example.com', small.id);
    const placed = await app.t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(buyer.token),
      payload: { productId: other._id, quantity: other.minimumOrder, phone: '01711000000', address: 'Dhaka' },
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe(groupPriceMessages.belowMinimum(900_000));
  });

  it('refuses unknown parts and categories and repeated targets, changing nothing', async () => {
    const group = await app.group('Strict', { minimumOrder: 0, discounts: [], breaks: [] });
    const put = (payload: object) =>
      app.t.app.inject({
        method: 'PUT',
        url: `/api/admin/customer-groups/${group.id}/prices`,
        headers: bearer(app.admin),
        payload,
      });
    const base = { minimumOrder: 100, breaks: [] };
    expect((await put({ ...base, discounts: [{ sku: 'MF-NOPE', percent: 5 }] })).json().message).toBe(
      groupPriceMessages.partUnknown('MF-NOPE'),
    );
    expect((await put({ ...base, discounts: [{ category: 'nope', percent: 5 }] })).json().message).toBe(
      groupPriceMessages.categoryUnknown('nope'),
    );
    const twice = [
      { sku: part.sku, percent: 5 },
      { sku: part.sku, percent: 6 },
    ];
    expect((await put({ ...base, discounts: twice })).json().message).toBe(groupPriceMessages.targetRepeated);
    expect((await put({ ...base, discounts: [{ sku: part.sku, percent: 95 }] })).statusCode).toBe(400);
    const read = await app.t.app.inject({
      method: 'GET',
      url: `/api/admin/customer-groups/${group.id}`,
      headers: bearer(app.admin),
    });
    expect(customerGroupSchema.parse(read.json())).toMatchObject({ minimumOrder: 0, discounts: [] });
  });
});

/**
 * The leak test (ADR 054): a guest and members of two groups ask for the same pages at the same
 * time, the catalogue cache on: every shared, cached or server-rendered answer is the guest's, and
 * each member's own prices reach that member only.
 */
describe.each(raceDrivers)('group prices never leak on %s', (driver) => {
  let app: Awaited<ReturnType<typeof groupPricesApp>>;
  let members: { a: Member; b: Member };

  beforeAll(async () => {
    app = await groupPricesApp(driver);
    const everything = (percent: number) =>
      [...new Set(app.catalogue.map((part) => part.category))].map((category) => ({ category, sku: '', percent }));
    const groupA = await app.group('Group A', { minimumOrder: 0, discounts: everything(10), breaks: [] });
    const groupB = await app.group('Group B', { minimumOrder: 0, discounts: everything(30), breaks: [] });
    members = {
      a: await app.admit('group-a@example.com', groupA.id),
      b: await app.admit('group-b@example.com', groupB.id),
    };
  });
  afterAll(() => app.t.close());

  it('answers each visitor only their own prices, whoever asked first', async () => {
    const ids = app.catalogue.slice(0, 12).map((part) => part._id);
    const urls = ['/', '/allproducts', '/api/parts?sort=position&pageSize=13', `/api/parts/${ids[0]}`, '/api/part'];
    const visitors = { guest: null, a: members.a, b: members.b } as const;
    const ask = (visitor: Member | null, url: string) =>
      app.t.app.inject({
        method: 'GET',
        url,
        headers: visitor ? { ...bearer(visitor.token), cookie: visitor.cookie } : {},
        remoteAddress: freshAddress(),
      });
    const askPrices = (visitor: Member | null) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/prices',
        headers: visitor ? bearer(visitor.token) : {},
        payload: { partIds: ids },
        remoteAddress: freshAddress(),
      });

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const calls = Object.entries(visitors).flatMap(([who, visitor]) => [
        ...urls.map(async (url) => ({ who, url, body: (await ask(visitor, url)).body })),
        askPrices(visitor).then((answer) => ({ who, url: 'prices', body: answer.body, headers: answer.headers })),
      ]);
      const answers = await Promise.all(calls.sort(() => Math.random() - 0.5));
      for (const url of urls) {
        const [guest, a, b] = ['guest', 'a', 'b'].map(
          (who) => answers.find((x) => x.who === who && x.url === url)!.body,
        );
        expect(a, url).toBe(guest);
        expect(b, url).toBe(guest);
      }
      const pricesOf = (who: string) => {
        const answer = answers.find((x) => x.who === who && x.url === 'prices')!;
        expect(answer).toMatchObject({ headers: { 'cache-control': 'private, no-store' } });
        return memberPricesSchema.parse(JSON.parse(answer.body));
      };
      expect(pricesOf('guest')).toEqual({ group: null, prices: [] });
      const listPrice = new Map(app.catalogue.map((part) => [part._id, part.price]));
      for (const [who, share] of [
        ['a', 0.9],
        ['b', 0.7],
      ] as const) {
        const own = pricesOf(who);
        expect(own.group?.name).toBe(who === 'a' ? 'Group A' : 'Group B');
        for (const price of own.prices) expect(price.price).toBe(round(listPrice.get(price.partId)! * share));
      }
    }
    // The shared answers are the list prices themselves.
    const listPrice = new Map(app.catalogue.map((part) => [part._id, part.price]));
    for (const shown of partListSchema.parse((await ask(members.b, '/api/part')).json())) {
      if (listPrice.has(shown._id)) expect(shown.price).toBe(listPrice.get(shown._id));
    }
  });
});
