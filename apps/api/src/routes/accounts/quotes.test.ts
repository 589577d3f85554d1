import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMessages, quoteSchema, quotesSchema, shopOrderSchema, shopToday, type Quote } from '@motoforge/contract';
import { orderLines, outbox, parts, quotes, users } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

type CataloguePart = { id: string; category: string; price: number; minimumOrder: number };

let nextPhone = 0;
const acceptBody = () => ({
  address: {
    name: 'Rahim',
    // A number of its own each time, so no phone meets the limit on codes per phone.
    phone: `017130${String((nextPhone += 1)).padStart(5, '0')}`,
    divisionId: '6',
    districtId: '47',
    upazilaId: '365',
    street: 'House 1, Road 2',
  },
  paymentMethod: 'cod',
});

/** Quotes (docs/product.md#quotes, ADR 057): asked on the cart, priced by the admin, accepted once. */
describe.each(drivers)('quotes on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let rival: string;
  let stranger: string;
  let catalogue: CataloguePart[];

  const member = async (email: string, groupId: string, businessName: string) => {
    const customer = await createCustomer(t.app, email, businessName);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/business-accounts',
      headers: bearer(customer.token),
      payload: { kind: 'workshop', businessName, tradeLicence: 'DNCC-7', address: 'Mirpur', phone: '01712345678' },
      remoteAddress: freshAddress(),
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${applied.json().id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve', groupId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return customer.token;
  };
  const fillCart = async (token: string, lines: { partId: string; quantity: number }[]) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: bearer(token),
      payload: { lines },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ask = (token: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(token),
      payload,
      remoteAddress: freshAddress(),
    });
  const read = (id: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: bearer(token) });
  const price = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/quotes/${id}/price`, headers: bearer(admin), payload });
  const accept = (id: string, token = buyer, payload: object = acceptBody()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/accept`,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
      remoteAddress: freshAddress(),
    });
  /** A quote the buyer asked for on `lines`, priced by the admin at `prices` (taka), valid until today. */
  const pricedQuote = async (lines: { partId: string; quantity: number }[], prices: number[]) => {
    await fillCart(buyer, lines);
    const asked = quoteSchema.parse((await ask(buyer)).json());
    const priced = await price(asked.id, {
      lines: asked.lines.map((line, index) => ({ partId: line.partId, price: prices[index] })),
      validUntil: shopToday(),
    });
    expect(priced.statusCode, priced.body).toBe(200);
    return quoteSchema.parse(priced.json());
  };
  const ordersOfQuote = (id: string) =>
    t.database.db.select({ orderId: quotes.orderId }).from(quotes).where(eq(quotes.id, id));
  const sent = (purpose: string, to: string) =>
    t.database.db
      .select({ channel: outbox.channel, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.purpose, purpose), eq(outbox.to, to)));

  beforeAll(async () => {
    t = await createTestApp(driver, {
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    admin = await adminToken(t.app);
    catalogue = (
      await t.database.db
        .select({
          id: parts.id,
          category: parts.category,
          pricePoisha: parts.pricePoisha,
          minimumOrder: parts.minimumOrder,
          availableQuantity: parts.availableQuantity,
        })
        .from(parts)
        .where(isNull(parts.deletedAt))
        .orderBy(asc(parts.position))
    )
      .filter((part) => part.availableQuantity >= part.minimumOrder * 40)
      .map(({ pricePoisha, ...part }) => ({ ...part, price: pricePoisha / 100 }));
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: bearer(admin),
      payload: { name: 'Workshops' },
    });
    const groupId = group.json().id as string;
    const rules = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customer-groups/${groupId}/prices`,
      headers: bearer(admin),
      payload: { minimumOrder: 0, discounts: [{ category: catalogue[0]!.category, sku: '', percent: 10 }], breaks: [] },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    buyer = await member('quote-buyer@example.com', groupId, 'Rahim Motors');
    rival = await member('quote-rival@example.com', groupId, 'Karim Parts');
    stranger = (await createCustomer(t.app, 'quote-rider@example.com')).token;
    // The buyer reads the shop in Bangla: what they are told is in Bangla.
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.email, 'quote-buyer@example.com'));
  });
  afterAll(() => t.close());

  it('is for approved business buyers with a cart only', async () => {
    await fillCart(stranger, [{ partId: catalogue[0]!.id, quantity: catalogue[0]!.minimumOrder }]);
    const rider = await ask(stranger);
    expect(rider.statusCode).toBe(403);
    expect(rider.json().message).toBe(quoteMessages.notBusinessBuyer);
    await fillCart(rival, []);
    const empty = await ask(rival);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(quoteMessages.cartEmpty);
    const guest = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('goes from the cart to an order at exactly the quoted prices, once, with its history', async () => {
    const [first, second] = catalogue as [CataloguePart, CataloguePart];
    const lines = [
      { partId: first.id, quantity: first.minimumOrder * 3 },
      { partId: second.id, quantity: second.minimumOrder },
    ];
    await fillCart(buyer, lines);
    const asked = await ask(buyer, { note: 'Monthly stock for the workshop' });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = quoteSchema.parse(asked.json());
    expect(quote).toMatchObject({ state: 'requested', note: 'Monthly stock for the workshop', total: null });
    expect(quote.buyer.businessName).toBe('Rahim Motors');
    // Each line keeps the buyer's own (group) price when asked: 10% off the first part's category.
    expect(quote.lines.map(({ partId, quantity, price: quoted }) => ({ partId, quantity, quoted }))).toEqual(
      lines.map(({ partId, quantity }) => ({ partId, quantity, quoted: null })),
    );
    expect(quote.lines[0]!.listPrice).toBe(Math.round(first.price * 90) / 100);

    // Every admin is told by e-mail; the list finds it by state.
    await expect
      .poll(async () => (await sent('quote', 'admin@motoforge.com')).map((row) => row.text.split('\n')[0]), {
        timeout: 15_000,
      })
      .toContain(`Quote requested: ${quote.number} from Rahim Motors`);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?state=requested',
      headers: bearer(admin),
    });
    expect(quotesSchema.parse(listed.json()).items.map((item) => item.id)).toContain(quote.id);
    const mine = quotesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/quotes', headers: bearer(buyer) })).json(),
    );
    expect(mine.items.map((item) => [item.id, item.lineCount])).toEqual([[quote.id, 2]]);
    const rivals = quotesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/quotes', headers: bearer(rival) })).json(),
    );
    expect(rivals.items).toEqual([]);

    // Only its buyer and the admin read it.
    expect((await read(quote.id, rival)).statusCode).toBe(404);
    expect((await read(quote.id, stranger)).statusCode).toBe(404);
    expect((await read(quote.id, admin)).statusCode).toBe(200);
    // Not priced yet: nothing to accept.
    const early = await accept(quote.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(quoteMessages.notPriced);

    // The admin prices every line, no other, within the allowed dates.
    const missing = await price(quote.id, {
      lines: [{ partId: first.id, price: 10 }],
      validUntil: shopToday(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(quoteMessages.linesMismatch);
    const past = await price(quote.id, {
      lines: lines.map(({ partId }) => ({ partId, price: 10 })),
      validUntil: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(quoteMessages.validUntilInvalid);
    const priced = await price(quote.id, {
      lines: [
        { partId: second.id, price: 67.89 },
        { partId: first.id, price: 123.45 },
      ],
      validUntil: shopToday(),
      note: 'Held for you',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const offer = quoteSchema.parse(priced.json());
    const expectedPoisha = 12_345 * lines[0]!.quantity + 6_789 * lines[1]!.quantity;
    expect(offer).toMatchObject({ state: 'priced', validUntil: shopToday(), total: expectedPoisha / 100 });
    expect(
      (await price(quote.id, { lines: lines.map(({ partId }) => ({ partId, price: 1 })), validUntil: shopToday() }))
        .statusCode,
    ).toBe(409);

    // The buyer is told by SMS (the business account's phone) and e-mail, in Bangla.
    await expect
      .poll(async () => (await sent('quote', '+8801712345678')).map((row) => row.text), { timeout: 15_000 })
      .toEqual([expect.stringContaining(`মোটোফোর্জ: Rahim Motors-এর কোটেশন ${quote.number}`)]);

    // Someone else cannot accept it; the client's word on prices is never read.
    expect((await accept(quote.id, rival)).statusCode).toBe(404);
    const accepted = await accept(quote.id, buyer, {
      ...acceptBody(),
      lines: lines.map(({ partId }) => ({ partId, quantity: 1, price: 0.01 })),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { orderId, subtotal } = accepted.json() as { orderId: string; subtotal: number };
    expect(subtotal).toBe(expectedPoisha / 100);
    const order = shopOrderSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer) })).json(),
    );
    expect(order.lines.map(({ partId, price: charged, quantity }) => ({ partId, charged, quantity }))).toEqual([
      { partId: first.id, charged: 123.45, quantity: lines[0]!.quantity },
      { partId: second.id, charged: 67.89, quantity: lines[1]!.quantity },
    ]);
    const stored = await t.database.db
      .select({ pricePoisha: orderLines.pricePoisha })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    expect(stored).toEqual([{ pricePoisha: 12_345 }, { pricePoisha: 6_789 }]);

    // Once only: a second accept is refused, and the quote names its one order.
    const again = await accept(quote.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(quoteMessages.alreadyAccepted);
    const after = quoteSchema.parse((await read(quote.id, buyer)).json());
    expect(after).toMatchObject({ state: 'accepted', orderId });
    expect(after.history.map(({ state, by, note }) => ({ state, by, note }))).toEqual([
      { state: 'requested', by: 'Rahim Motors', note: 'Monthly stock for the workshop' },
      { state: 'priced', by: expect.any(String), note: 'Held for you' },
      { state: 'accepted', by: 'Rahim Motors', note: '' },
    ]);
    expect(after.history[1]!.by).not.toBe('Rahim Motors');
    await expect
      .poll(async () => (await sent('quote', 'admin@motoforge.com')).map((row) => row.text.split('\n')[0]), {
        timeout: 15_000,
      })
      .toContain(`Quote accepted: ${quote.number} from Rahim Motors`);
  });

  it('makes one order of two accepts at once', async () => {
    const part = catalogue[2]!;
    const quote = await pricedQuote([{ partId: part.id, quantity: part.minimumOrder }], [55.5]);
    const answers = await Promise.all([accept(quote.id), accept(quote.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    // Refused for the quote, not for anything the order would meet later (an unpaid order of the part).
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(quoteMessages.alreadyAccepted);
    const [row] = await ordersOfQuote(quote.id);
    const orderIds = answers.flatMap((answer) => (answer.statusCode === 201 ? [answer.json().orderId] : []));
    expect(row!.orderId).toBe(orderIds[0]);
    const made = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(and(eq(orderLines.partId, part.id), eq(orderLines.pricePoisha, 5_550)));
    expect(made[0]!.n).toBe(1);
  });

  it('answers 409 with its date after the validity date, and reads as expired', async () => {
    const part = catalogue[3]!;
    const quote = await pricedQuote([{ partId: part.id, quantity: part.minimumOrder }], [42]);
    await t.database.db
      .update(quotes)
      .set({ validUntil: '2026-01-31', endsAt: new Date('2026-01-31T18:00:00Z') })
      .where(eq(quotes.id, quote.id));
    const late = await accept(quote.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(quoteMessages.expired('2026-01-31'));
    const expired: Quote = quoteSchema.parse((await read(quote.id, buyer)).json());
    expect(expired.state).toBe('expired');
    expect(expired.history.at(-1)).toEqual({ state: 'expired', by: null, at: '2026-01-31T18:00:00.000Z', note: '' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?state=expired',
      headers: bearer(admin),
    });
    expect(quotesSchema.parse(listed.json()).items.map((item) => item.id)).toEqual([quote.id]);
    const priced = await t.app.inject({ method: 'GET', url: '/api/quotes?state=priced', headers: bearer(buyer) });
    expect(quotesSchema.parse(priced.json()).items.map((item) => item.id)).not.toContain(quote.id);
    expect((await ordersOfQuote(quote.id))[0]!.orderId).toBeNull();
  });

  it('is refused with a note, and then cannot be priced or accepted', async () => {
    const part = catalogue[4]!;
    await fillCart(buyer, [{ partId: part.id, quantity: part.minimumOrder }]);
    const quote = quoteSchema.parse((await ask(buyer)).json());
    const refuse = (payload: object, token = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/quotes/${quote.id}/refuse`, headers: bearer(token), payload });
    expect((await refuse({ note: 'No' }, buyer)).statusCode).toBe(403);
    const bare = await refuse({ note: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toMatchObject([{ field: 'note', message: quoteMessages.noteRequired }]);
    const refused = await refuse({ note: 'This part is made to order only' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(quoteSchema.parse(refused.json()).state).toBe('refused');
    expect((await refuse({ note: 'Again' })).statusCode).toBe(409);
    const late = await accept(quote.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(quoteMessages.wasRefused);
    await expect
      .poll(async () => (await sent('quote', 'quote-buyer@example.com')).map((row) => row.text.split('\n')[0]), {
        timeout: 15_000,
      })
      .toContain(`আপনার মোটোফোর্জ কোটেশন ${quote.number}`);
  });
});
