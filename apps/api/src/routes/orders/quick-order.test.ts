import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartSchema,
  CART_LINES_MAX,
  checkoutMessages,
  messages,
  QUICK_ORDER_LINES_MAX,
  QUICK_ORDER_TEXT_MAX,
  quickOrderMessages,
  quickOrderSchema,
  type QuickOrderLine,
} from '@motoforge/contract';
import { parts } from '../../db/schema.js';
import { checkQuickOrder } from '../../services/quick-order/check-quick-order.js';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

type Row = typeof parts.$inferSelect;

/** Quick order (docs/product.md#quick-order, ADR 050): pasted lines found in the catalogue. */
describe.each(drivers)('quick order on %s', (driver) => {
  let t: TestApp;
  let buyer: string;
  let bySku: Map<string, Row>;

  const check = (text: string, token: string | null = buyer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quick-order',
      headers: token ? bearer(token) : {},
      payload: { text },
    });
  const lines = async (text: string) => {
    const response = await check(text);
    expect(response.statusCode, response.body).toBe(200);
    return quickOrderSchema.parse(response.json()).lines;
  };
  const part = (sku: string) => bySku.get(sku)!;
  /** What a buyer reads of a line: which part, how many, and what is wrong. */
  const seen = (line: QuickOrderLine) => [line.part?.sku ?? null, line.quantity, line.problem?.message ?? null];
  const addToCart = (token: string, body: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/cart/lines', headers: bearer(token), payload: { lines: body } });

  beforeAll(async () => {
    t = await createTestApp(driver);
    buyer = (await createCustomer(t.app, 'quick-order@example.com')).token;
    const rows = await t.database.db.select().from(parts).orderBy(asc(parts.position));
    bySku = new Map(rows.map((row) => [row.sku, row]));
  });
  afterAll(() => t.close());

  it('needs a signed-in buyer', async () => {
    const response = await check('MF-BRK-0001, 2', null);
    expect(response.statusCode).toBe(401);
  });

  it('reads the separators a person types, and finds SKUs and OEM numbers in any form', async () => {
    const text = [
      'MF-BRK-0001, 2',
      '',
      'mf chn 0001\t3',
      'MF-FLT-0001; 5',
      '  jz191012 4  ',
      '31919-krm-841 ১২',
      'MF-LGT-0001',
      '"MF-CTL-0001","5"',
    ].join('\n');
    expect((await lines(text)).map(seen)).toEqual([
      ['MF-BRK-0001', 2, null],
      ['MF-CHN-0001', 3, null],
      ['MF-FLT-0001', 5, null],
      ['MF-BRK-0001', 4, quickOrderMessages.repeated(1)],
      ['MF-ELC-0001', 12, null],
      ['MF-LGT-0001', 1, null],
      ['MF-CTL-0001', 5, null],
    ]);
  });

  it('answers each part with the server’s price and stock, whatever the line says', async () => {
    const [line] = await lines('MF-BRK-0001 2');
    const row = part('MF-BRK-0001');
    expect(line!.part).toEqual({
      _id: row.id,
      sku: 'MF-BRK-0001',
      name: row.name,
      nameBn: row.nameBn,
      price: row.pricePoisha / 100,
      minimumOrder: row.minimumOrder,
      availableQuantity: row.availableQuantity,
      replacedNumber: null,
    });
  });

  it('leaves out a spreadsheet’s heading and reads a number with spaces before its quantity', async () => {
    const found = await lines('Part number,Quantity\n22201 KYT 940 2\n06455 KWB 601');
    expect(found.map(seen)).toEqual([
      ['MF-CLT-0001', 2, null],
      // Neither 06455 KWB (601 of them) nor 06455 KWB 601 is a part: the first reading is shown.
      [null, 601, quickOrderMessages.notFound],
    ]);
    expect(found[1]!.partNumber).toBe('06455 KWB');
  });

  it('finds the part that replaces a superseded number, and says which number it replaced', async () => {
    const [line] = await lines('5d3 e3440 00, 10');
    expect(seen(line!)).toEqual(['MF-FLT-0002', 10, null]);
    expect(line!.part!.replacedNumber).toBe('5d3 e3440 00');
  });

  it('says why a line cannot be ordered, with a stable code', async () => {
    const brake = part('MF-BRK-0001');
    const found = await lines(
      ['NO-SUCH-PART 1', `MF-BRK-0001 ${brake.availableQuantity + 1}`, 'MF-FLT-0001, 2.5', 'MF-FLT-0002, 1'].join('\n'),
    );
    expect(found.map((line) => [line.problem?.code, line.problem?.message])).toEqual([
      ['not-found', quickOrderMessages.notFound],
      ['stock-short', quickOrderMessages.stockShort(brake.availableQuantity)],
      [
        'quantity-invalid',
        quickOrderMessages.quantityInvalid(part('MF-FLT-0001').minimumOrder, part('MF-FLT-0001').availableQuantity),
      ],
      [
        'quantity-invalid',
        quickOrderMessages.quantityInvalid(part('MF-FLT-0002').minimumOrder, part('MF-FLT-0002').availableQuantity),
      ],
    ]);
  });

  describe('a removed part', () => {
    const db = () => t.database.db;
    afterAll(async () => {
      await db()
        .update(parts)
        .set({ deletedAt: null })
        .where(inArray(parts.sku, ['MF-LGT-0002', 'MF-BDY-0001']));
      await db().update(parts).set({ replaces: [] }).where(eq(parts.sku, 'MF-SUS-0001'));
    });

    it('is no longer made when no part replaces it', async () => {
      await db().update(parts).set({ deletedAt: new Date() }).where(eq(parts.sku, 'MF-LGT-0002'));
      const [bySkuLine, byOemLine] = await lines('MF-LGT-0002 1\n2GS-H4710-00 1');
      expect([bySkuLine!.problem, byOemLine!.problem]).toEqual([
        { code: 'discontinued', message: quickOrderMessages.discontinued },
        { code: 'discontinued', message: quickOrderMessages.discontinued },
      ]);
    });

    it('brings the part that replaces its number', async () => {
      await db().update(parts).set({ deletedAt: new Date() }).where(eq(parts.sku, 'MF-BDY-0001'));
      await db()
        .update(parts)
        .set({ replaces: ['MF-BDY-0001'] })
        .where(eq(parts.sku, 'MF-SUS-0001'));
      const [line] = await lines('mf-bdy-0001 1');
      expect(line!.part?.sku).toBe('MF-SUS-0001');
      expect(line!.part?.replacedNumber).toBe('mf-bdy-0001');
    });
  });

  it('finds fifty lines in one query, never one per line', async () => {
    const live = [...bySku.values()].filter((row) => !row.deletedAt);
    const text = Array.from({ length: 50 }, (_, index) => {
      const row = live[index % live.length]!;
      return index % 2 ? `${row.sku.toLowerCase()} ${row.minimumOrder}` : `${row.oemNumbers[0] ?? row.sku}, 1`;
    }).join('\n');
    const selects = vi.spyOn(t.database.db, 'select');
    try {
      const { lines: checked } = await checkQuickOrder(t.database.db, text, async () => null);
      expect(checked.filter((line) => line.part)).toHaveLength(50);
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it('refuses too many lines, too long a text and too large a body, saying so', async () => {
    const many = Array.from({ length: QUICK_ORDER_LINES_MAX + 1 }, (_, index) => `X-${index} 1`).join('\n');
    const tooMany = await check(many);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      400,
      quickOrderMessages.tooManyLines(QUICK_ORDER_LINES_MAX),
    ]);
    const tooLong = await check(`MF-BRK-0001 2\n${' '.repeat(QUICK_ORDER_TEXT_MAX)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toMatchObject([
      { field: 'text', message: quickOrderMessages.textTooLong(QUICK_ORDER_TEXT_MAX) },
    ]);
    const tooLarge = await check('x'.repeat(70 * 1024));
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, messages.bodyTooLarge]);
    const blank = await check('\n \n');
    expect(blank.statusCode).toBe(400);
  });

  describe('adding the lines to the cart in one step', () => {
    it('adds every line, a part already in the cart gaining the quantity', async () => {
      const { token } = await createCustomer(t.app, 'quick-cart@example.com');
      const [brake, chain] = [part('MF-BRK-0001'), part('MF-CHN-0001')];
      await t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: bearer(token),
        payload: { lines: [{ partId: brake.id, quantity: 2 }] },
      });
      const response = await addToCart(token, [
        { partId: chain.id, quantity: 3 },
        { partId: brake.id, quantity: 1 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const cart = cartSchema.parse(response.json());
      expect(cart.lines.map((line) => [line.partId, line.quantity, line.problem])).toEqual([
        [brake.id, 3, null],
        [chain.id, 3, null],
      ]);
      expect(cart.subtotal).toBe((brake.pricePoisha * 3 + chain.pricePoisha * 3) / 100);
    });

    it('adds nothing when one line cannot be ordered, and says which', async () => {
      const { token } = await createCustomer(t.app, 'quick-cart-refused@example.com');
      const [brake, chain] = [part('MF-BRK-0001'), part('MF-CHN-0001')];
      const response = await addToCart(token, [
        { partId: chain.id, quantity: 3 },
        { partId: brake.id, quantity: brake.availableQuantity + 1 },
      ]);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        checkoutMessages.partQuantityNow(brake.name),
      ]);
      const cart = cartSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json(),
      );
      expect(cart.lines).toEqual([]);
    });

    it('keeps the cart within its limit', async () => {
      const { token } = await createCustomer(t.app, 'quick-cart-full@example.com');
      const extra = await t.database.db
        .insert(parts)
        .values(
          Array.from({ length: CART_LINES_MAX + 1 }, (_, index) => ({
            sku: `QO-LIMIT-${index}`,
            name: `Quick order part ${index}`,
            img: '',
            description: '',
            pricePoisha: 10_000,
            minimumOrder: 1,
            availableQuantity: 50,
          })),
        )
        .returning({ id: parts.id });
      const [last, ...full] = extra.map((row) => ({ partId: row.id, quantity: 1 }));
      expect((await addToCart(token, full)).statusCode).toBe(200);
      const response = await addToCart(token, [last!]);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        checkoutMessages.cartTooLong(CART_LINES_MAX),
      ]);
    });
  });
});
