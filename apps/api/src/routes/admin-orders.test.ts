import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderListSchema,
  ORDER_STATE_IDS,
  ORDERS_CSV_COLUMNS,
  ORDER_NUMBER_PATTERN,
  partListSchema,
  salesSchema,
  type Part,
  type Sales,
} from '@motoforge/contract';
import { orderLines, orders, users } from '../db/schema.js';
import { exportOrdersCsv } from '../services/orders/export-orders-csv.js';
import { parseCsv } from '../services/catalogue-file/csv.js';
import { adminToken, bearer, createCustomer } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The shop day (Asia/Dhaka, UTC+6 all year) of an instant. */
const shopDay = (at: Date) => new Date(at.getTime() + 6 * 60 * MINUTE).toISOString().slice(0, 10);

/**
 * Manage All Orders' list, CSV and the sales page's figures (docs/product.md#back-office) over a known set of
 * orders written straight into the database, so every number below can be worked out by hand.
 */
describe.each(drivers)('admin orders, CSV and sales on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let partA: Part;
  let partB: Part;
  const now = Date.now();
  const at = {
    o1: new Date(now - MINUTE),
    o2: new Date(now - 2 * DAY),
    o3: new Date(now - 3 * DAY),
    o4: new Date(now - 40 * DAY),
    // o5 and o6 were placed in the same microsecond: the order id breaks the tie.
    o5: new Date(now - 60 * DAY),
  };
  const ids: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5' | 'o6', string> = {
    o1: '',
    o2: '',
    o3: '',
    o4: '',
    o5: '',
    o6: '',
  };

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderListSchema.parse(response.json());
  };
  const statesWithOrders = (sales: Sales) =>
    Object.fromEntries(
      sales.ordersByState.filter((entry) => entry.orders > 0).map((entry) => [entry.state, entry.orders]),
    );
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = bearer(await adminToken(t.app));
    const catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    [partA, partB] = catalogue as [Part, Part];
    const { db } = t.database;
    // The demo seeds no orders; any left would change every count below.
    await db.delete(orders).where(sql`true`);
    await db.insert(users).values([
      { id: 'u-rahim', name: 'Rahim Uddin', email: 'rahim@example.com' },
      { id: 'u-selina', name: 'Selina Parveen', email: 'sp@example.com' },
      { id: 'u-formula', name: '=HYPERLINK("http://evil.example","click")', email: 'formula@example.com' },
    ]);
    const order = async (
      key: keyof typeof ids,
      values: Partial<typeof orders.$inferInsert> & { userId: string; email: string; createdAt: Date },
      lines: { part: Part; name: string; pricePoisha: number; quantity: number }[],
      deliveryFeePoisha = 0,
    ) => {
      const subtotalPoisha = lines.reduce((sum, line) => sum + line.pricePoisha * line.quantity, 0);
      const [row] = await db
        .insert(orders)
        .values({
          phone: '+8801712345678',
          address: 'House 1, Road 2, Dhanmondi, Dhaka',
          subtotalPoisha,
          deliveryFeePoisha,
          totalPoisha: subtotalPoisha + deliveryFeePoisha,
          ...values,
        })
        .returning({ id: orders.id });
      ids[key] = row!.id;
      await db.insert(orderLines).values(
        lines.map((line, position) => ({
          orderId: row!.id,
          position,
          partId: line.part._id,
          productName: line.name,
          pricePoisha: line.pricePoisha,
          quantity: line.quantity,
        })),
      );
    };
    await order(
      'o1',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o1,
        state: 'confirmed',
        paidAt: at.o1,
        tnxId: 'pi_abc123',
      },
      [{ part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 2 }],
    );
    await order(
      'o2',
      {
        userId: 'u-selina',
        email: 'sp@example.com',
        createdAt: at.o2,
        state: 'delivered',
        paymentMethod: 'cod',
        paidAt: at.o2,
        tnxId: 'COD-MF-0000A2',
        deliveryName: 'Selina P.',
      },
      [
        { part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 1 },
        { part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 1 },
      ],
      7_000,
    );
    await order(
      'o3',
      {
        userId: 'u-selina',
        email: 'sp@example.com',
        createdAt: at.o3,
        state: 'cancelled',
        paymentMethod: 'sslcommerz',
      },
      [{ part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 3 }],
    );
    await order(
      'o4',
      {
        userId: 'u-formula',
        email: 'formula@example.com',
        createdAt: at.o4,
        state: 'placed',
        paymentMethod: 'cod',
        phone: '+8801811111111',
        address: 'Flat "B", 12 Road\n=SUM(A1:A9)',
      },
      [{ part: partA, name: '@Chain, "kit"', pricePoisha: 10_000, quantity: 5 }],
    );
    await order(
      'o5',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o5,
        state: 'shipped',
        paymentMethod: 'sslcommerz',
        paidAt: at.o5,
        tnxId: 'BANK-777',
      },
      [{ part: partB, name: 'Brake pad', pricePoisha: 50_000, quantity: 2 }],
      13_000,
    );
    await order(
      'o6',
      {
        userId: 'u-rahim',
        email: 'rahim@example.com',
        createdAt: at.o5,
        state: 'returned',
        paymentMethod: 'cod',
        paidAt: at.o5,
        tnxId: 'COD-MF-0000A6',
      },
      [{ part: partA, name: 'Chain kit', pricePoisha: 10_000, quantity: 1 }],
    );
  });
  afterAll(() => t.close());

  /** o5 and o6 share a time: newest first, then the greater id first. */
  const tiedPair = () => (ids.o5 > ids.o6 ? [ids.o5, ids.o6] : [ids.o6, ids.o5]);

  it('lists every order newest first, with what shipping it needs', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.o1, ids.o2, ids.o3, ids.o4, ...tiedPair()]);
    expect(page).toMatchObject({ total: 6, isTotalCapped: false, page: 1, pageSize: 25 });
    const o2 = page.items[1]!;
    expect(o2).toMatchObject({
      state: 'delivered',
      paymentMethod: 'cod',
      paid: true,
      status: true,
      tnxId: 'COD-MF-0000A2',
      buyer: { name: 'Selina Parveen', email: 'sp@example.com' },
      deliveryName: 'Selina P.',
      phone: '+8801712345678',
      address: 'House 1, Road 2, Dhanmondi, Dhaka',
      subtotal: 600,
      deliveryFee: 70,
      total: 670,
      createdAt: at.o2.toISOString(),
    });
    expect(o2.lines.map(({ productName, quantity, price }) => ({ productName, quantity, price }))).toEqual([
      { productName: 'Brake pad', quantity: 1, price: 500 },
      { productName: 'Chain kit', quantity: 1, price: 100 },
    ]);
    // Without a delivery name (the spec's purchase page), the parcel goes to the account's name.
    expect(page.items[0]!.deliveryName).toBe('Rahim Uddin');
  });

  it('pages in the database', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(idsOf(second)).toEqual([ids.o3, ids.o4]);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(idsOf(await list('?pageSize=2&page=4'))).toEqual([]);
  });

  it("finds a buyer by the account's name, by e-mail, an order by its id or its start, and a tnxId", async () => {
    expect(idsOf(await list('?q=parveen'))).toEqual([ids.o2, ids.o3]);
    expect(idsOf(await list('?q=RAHIM%40example'))).toEqual([ids.o1, ...tiedPair()]);
    expect(idsOf(await list(`?q=${ids.o3}`))).toEqual([ids.o3]);
    expect(idsOf(await list(`?q=${ids.o4.slice(0, 8)}`))).toEqual([ids.o4]);
    expect(idsOf(await list('?q=bank-777'))).toEqual([ids.o5]);
    expect(idsOf(await list('?q=%20pi_abc123%20'))).toEqual([ids.o1]);
    // An order number read out on the phone, however it is typed.
    const { number } = (await list('')).items.find((item) => item.id === ids.o4)!;
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(idsOf(await list(`?q=${number}`))).toEqual([ids.o4]);
    expect(idsOf(await list(`?q=${encodeURIComponent(number.replace('-', ' ').toLowerCase())}`))).toEqual([ids.o4]);
    // LIKE's wildcards are letters like any other.
    expect(await list('?q=%25')).toMatchObject({ items: [], total: 0 });
    expect(await list('?q=a_c')).toMatchObject({ items: [], total: 0 });
  });

  it('filters by state, payment method and shop days, combined with the search', async () => {
    expect(idsOf(await list('?state=cancelled'))).toEqual([ids.o3]);
    expect(idsOf(await list('?paymentMethod=cod'))).toEqual([ids.o2, ids.o4, ids.o6]);
    expect(idsOf(await list('?paymentMethod=cod&q=rahim'))).toEqual([ids.o6]);
    const day = shopDay(at.o2);
    expect(idsOf(await list(`?from=${day}&to=${day}`))).toEqual([ids.o2]);
    expect(idsOf(await list(`?from=${shopDay(at.o3)}`))).toEqual([ids.o1, ids.o2, ids.o3]);
    expect(idsOf(await list(`?to=${shopDay(at.o4)}`))).toEqual([ids.o4, ...tiedPair()]);
  });

  it('refuses a filter it does not know, with the field that is wrong', async () => {
    for (const query of [
      '?state=lost',
      '?paymentMethod=bitcoin',
      '?from=2026-02-30',
      '?from=yesterday',
      '?from=2026-05-02&to=2026-05-01',
      '?pageSize=101',
      '?page=0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });

  it('exports the matching orders as CSV, a record per line, quoted and safe to open in a spreadsheet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?paymentMethod=cod',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="motoforge-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body).map((record) => record.cells);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    const column = (name: (typeof ORDERS_CSV_COLUMNS)[number]) => ORDERS_CSV_COLUMNS.indexOf(name);
    expect(
      records.map((cells) => [cells[column('order_id')], cells[column('product_name')], cells[column('quantity')]]),
    ).toEqual([
      [ids.o2, 'Brake pad', '1'],
      [ids.o2, 'Chain kit', '1'],
      [ids.o4, `'@Chain, "kit"`, '5'],
      [ids.o6, 'Chain kit', '1'],
    ]);
    const formula = records[2]!;
    expect(formula[column('buyer_name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula[column('address')]).toBe('Flat "B", 12 Road\n=SUM(A1:A9)');
    expect(formula[column('phone')]).toBe("'+8801811111111");
    expect(formula[column('order_total')]).toBe('500');
    // The state and the way to pay by the same names every screen shows.
    expect(formula[column('state')]).toBe('Placed');
    expect(formula[column('payment_method')]).toBe('Cash on delivery');
    expect(formula[column('order_number')]).toMatch(ORDER_NUMBER_PATTERN);
    expect(records[0]![column('order_total')]).toBe('670');
    // The raw text: a cell with a quote, a comma or a line break is quoted, its quotes doubled.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('writes the CSV a page at a time, every order once however the pages fall', async () => {
    const chunks: string[] = [];
    for await (const chunk of exportOrdersCsv(t.database.db, {}, 2)) chunks.push(chunk);
    // The header, then three pages of two orders (o5 and o6, tied in time, on the same one).
    expect(chunks).toHaveLength(4);
    const orderIds = parseCsv(chunks.join(''))
      .slice(1)
      .map((record) => record.cells[ORDERS_CSV_COLUMNS.indexOf('order_id')]);
    expect(orderIds).toEqual([ids.o1, ids.o2, ids.o2, ids.o3, ids.o4, ...tiedPair()]);
    const again: string[] = [];
    for await (const chunk of exportOrdersCsv(t.database.db, {}, 5)) again.push(chunk);
    expect(again.join('')).toBe(chunks.join(''));
  });

  it('adds up the last 30 days: revenue of the orders that stand, states, top parts, COD against online', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=30', headers: admin });
    expect(response.statusCode).toBe(200);
    const sales = salesSchema.parse(response.json());
    expect(sales).toMatchObject({ days: 30, to: shopDay(new Date()), revenue: 870 });
    expect(sales.revenuePerDay).toHaveLength(30);
    expect(sales.revenuePerDay[0]!.date).toBe(sales.from);
    expect(sales.revenuePerDay.at(-1)!.date).toBe(sales.to);
    expect(sales.revenuePerDay.find((day) => day.date === shopDay(at.o2))).toEqual({
      date: shopDay(at.o2),
      revenue: 670,
      orders: 1,
    });
    expect(sales.revenuePerDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(870);
    expect(sales.ordersByState.map((entry) => entry.state)).toEqual([...ORDER_STATE_IDS]);
    expect(statesWithOrders(sales)).toEqual({ confirmed: 1, delivered: 1, cancelled: 1 });
    expect(sales.topParts).toEqual([
      { partId: partB._id, productName: partB.name, quantity: 1, revenue: 500 },
      { partId: partA._id, productName: partA.name, quantity: 3, revenue: 300 },
    ]);
    expect(sales.paymentSplit).toEqual({ cod: { orders: 1, revenue: 670 }, online: { orders: 1, revenue: 200 } });
  });

  it('and the last 90', async () => {
    const sales = salesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=90', headers: admin })).json(),
    );
    expect(sales.revenue).toBe(2000);
    expect(sales.revenuePerDay).toHaveLength(90);
    expect(statesWithOrders(sales)).toEqual({
      placed: 1,
      confirmed: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
      returned: 1,
    });
    expect(sales.topParts).toEqual([
      { partId: partB._id, productName: partB.name, quantity: 3, revenue: 1500 },
      { partId: partA._id, productName: partA.name, quantity: 3, revenue: 300 },
    ]);
    expect(sales.paymentSplit).toEqual({ cod: { orders: 1, revenue: 670 }, online: { orders: 2, revenue: 1330 } });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/sales?days=7', headers: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('answers a customer 403 and a guest 401', async () => {
    const customer = await createCustomer(t.app, 'buyer-not-admin@example.com');
    for (const url of ['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/sales']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
