import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, checkoutMessages, messages, partListSchema, type Part } from '@motoforge/contract';
import { parts } from '../../db/schema.js';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

describe.each(drivers)('the cart on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];
  let rider: { token: string };

  const put = (token: string, lines: object[]) =>
    t.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(token), payload: { lines } });
  const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    rider = await createCustomer(t.app, 'cart-rider@example.com');
  });
  afterAll(() => t.close());

  it('keeps a signed-in rider’s cart, in the order given, priced from the database', async () => {
    const [chain, filter] = [catalogue[1]!, catalogue[4]!];
    const saved = await put(rider.token, [
      { partId: filter._id, quantity: filter.minimumOrder },
      { partId: chain._id, quantity: chain.minimumOrder },
    ]);
    expect(saved.statusCode).toBe(200);
    const cart = cartSchema.parse((await get(rider.token)).json());
    expect(cart.lines.map((line) => [line.partId, line.quantity, line.part.name, line.problem])).toEqual([
      [filter._id, filter.minimumOrder, filter.name, null],
      [chain._id, chain.minimumOrder, chain.name, null],
    ]);
    expect(cart.subtotal).toBe(filter.price * filter.minimumOrder + chain.price * chain.minimumOrder);
  });

  it('says which line cannot be ordered, with the purchase form’s message, and leaves it out of the subtotal', async () => {
    const part = catalogue[2]!;
    const cart = cartSchema.parse(
      (await put(rider.token, [{ partId: part._id, quantity: part.minimumOrder - 1 || 1 }])).json(),
    );
    if (part.minimumOrder > 1) {
      expect(cart.lines[0]!.problem).toBe(checkoutMessages.partQuantityNow(part.name));
      expect(cart.subtotal).toBe(0);
    }
    const tooMany = cartSchema.parse(
      (await put(rider.token, [{ partId: part._id, quantity: part.availableQuantity + 1 }])).json(),
    );
    expect(tooMany.lines[0]!.problem).toBe(checkoutMessages.partQuantityNow(part.name));
  });

  it('says a removed part is no longer sold, and drops a part that never existed', async () => {
    const admin = await createCustomer(t.app, 'cart-admin-less@example.com');
    const [kept, removed] = [catalogue[5]!, catalogue[6]!];
    await t.database.db.update(parts).set({ deletedAt: new Date() }).where(eq(parts.id, removed._id));
    const cart = cartSchema.parse(
      (
        await put(admin.token, [
          { partId: kept._id, quantity: kept.minimumOrder },
          { partId: removed._id, quantity: removed.minimumOrder },
          { partId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ])
      ).json(),
    );
    expect(cart.lines.map((line) => line.problem)).toEqual([null, checkoutMessages.partNoLongerSold(removed.name)]);
    await t.database.db.update(parts).set({ deletedAt: null }).where(eq(parts.id, removed._id));
  });

  it('refuses a part twice, too many lines, and a quantity that is not a whole number', async () => {
    const part = catalogue[1]!;
    const twice = await put(rider.token, [
      { partId: part._id, quantity: 1 },
      { partId: part._id, quantity: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].message).toBe(checkoutMessages.cartPartTwice);
    const half = await put(rider.token, [{ partId: part._id, quantity: 1.5 }]);
    expect(half.json().errors[0]).toMatchObject({ field: 'lines.0.quantity', message: messages.quantityOutOfRange });
    const many = await put(
      rider.token,
      Array.from({ length: 31 }, (_, index) => ({
        partId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        quantity: 1,
      })),
    );
    expect(many.json().errors[0].message).toBe(checkoutMessages.cartTooLong(30));
  });

  it('shows a guest’s cart without storing it, and keeps the account’s cart to its owner', async () => {
    const part = catalogue[3]!;
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/cart/view',
      payload: { lines: [{ partId: part._id, quantity: part.minimumOrder }] },
    });
    expect(cartSchema.parse(guest.json()).lines[0]!.part.price).toBe(part.price);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const other = await createCustomer(t.app, 'cart-other@example.com');
    expect(cartSchema.parse((await get(other.token)).json()).lines).toEqual([]);
  });
});
