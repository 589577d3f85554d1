import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isErasable,
  isMoveAllowed,
  isPaidInState,
  isShippingState,
  ORDER_MOVES,
  outboxSchema,
  partListSchema,
  type OrderActorId,
  type OrderMoveId,
  type OrderStateId,
  type Part,
  type PaymentMethodId,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { orderLines, orders, parts } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { chargeCard, startPayment } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers, raceDrivers } from '../../test/test-database.js';

/*
 * A property of the whole order module (docs/orders.md): whatever a buyer and an admin do to a few
 * orders, in any order, through the API, the spec's fields agree with the state, the stock adds
 * up, a paid order is never erased, and no move the table forbids goes through. On PostgreSQL
 * when there is one (CI), else on the embedded database.
 */

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const ACTIONS = [
  'confirm-phone',
  'pay',
  'pack',
  'ship',
  'approve',
  'deliver',
  'collect-cash',
  'buyer-cancel',
  'admin-cancel',
  'return',
  'buyer-delete',
  'admin-delete',
] as const;
type Action = (typeof ACTIONS)[number];

/** The move each action asks for, and who asks; a delete is no move (it erases or is refused). */
const MOVE_OF: Record<Exclude<Action, 'buyer-delete' | 'admin-delete'>, [OrderMoveId, OrderActorId]> = {
  'confirm-phone': ['confirm-phone', 'buyer'],
  pay: ['pay', 'system'],
  pack: ['pack', 'admin'],
  ship: ['ship', 'admin'],
  approve: ['approve', 'admin'],
  deliver: ['deliver', 'admin'],
  'collect-cash': ['collect-cash', 'admin'],
  'buyer-cancel': ['cancel', 'buyer'],
  'admin-cancel': ['cancel', 'admin'],
  return: ['return', 'admin'],
};

/**
 * One step: which order, whether to pick among the actions its state allows (most steps, so runs
 * reach the later states) or among all of them, and which.
 */
const stepArbitrary = fc.record({
  order: fc.nat(1),
  isAllowedOnly: fc.boolean().chain((coin) => (coin ? fc.constant(true) : fc.boolean())),
  pick: fc.nat(ACTIONS.length * 4),
});

const propertyDrivers = raceDrivers.length > 0 ? raceDrivers : drivers.slice(0, 1);

describe.each(propertyDrivers)('the order module under random buyer and admin actions on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];
  let nextBuyer = 0;
  let nextPhone = 0;
  let nextPart = 0;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 4);
  });
  afterAll(() => t.close());

  type Placed = { id: string; buyer: string; phone: string; part: Part; quantity: number; everPaid: boolean };

  async function place(method: PaymentMethodId): Promise<Placed> {
    const buyer = await createCustomer(t.app, `property-${(nextBuyer += 1)}@example.com`);
    const part = catalogue[(nextPart += 1) % catalogue.length]!;
    const phone = `0171${String((nextPhone += 1)).padStart(7, '0')}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity: part.minimumOrder }],
        address: {
          name: 'Rahim',
          phone,
          divisionId: '6',
          districtId: DHAKA_DISTRICT_ID,
          upazilaId: savar[0],
          street: 'Road 1',
        },
        paymentMethod: method,
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return {
      id: response.json().orderId,
      buyer: buyer.token,
      phone,
      part,
      quantity: part.minimumOrder,
      everPaid: false,
    };
  }

  const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  async function phoneCodeOf(order: Placed): Promise<string> {
    const outbox = outboxSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/outbox?to=${encodeURIComponent(`+880${order.phone.slice(1)}`)}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    return /\d{6}/.exec(outbox.items[0]?.text ?? '')?.[0] ?? '000000';
  }

  /** Does `action` to the order through the API as a person would; answers its HTTP status. */
  async function act(order: Placed, action: Action, row: typeof orders.$inferSelect | undefined): Promise<number> {
    const asAdmin = bearer(admin);
    const call = (method: 'POST' | 'DELETE' | 'PATCH', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: freshAddress() });
    const transition = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/transition`,
        headers: asAdmin,
        payload,
        remoteAddress: freshAddress(),
      });
    switch (action) {
      case 'confirm-phone':
        return (
          await call('POST', `/api/orders/${order.id}/phone-code/verify`, order.buyer, {
            code: await phoneCodeOf(order),
          })
        ).statusCode;
      case 'pay': {
        // As the payment page does: an intent, the card charged, then the order told its tnxId.
        const intent = await startPayment(t.app, order.buyer, order.id);
        if (!intent.clientSecret) return 409;
        const charged = await chargeCard(t.app, intent.clientSecret);
        if (charged.statusCode !== 200) return charged.statusCode;
        return (
          await call('PATCH', `/api/booking/${order.id}`, order.buyer, {
            orderId: order.id,
            tnxId: intent.paymentIntentId,
            status: false,
          })
        ).statusCode;
      }
      case 'pack':
        return (await transition({ to: 'packed' })).statusCode;
      case 'ship':
        return (await transition({ to: 'shipped', courier: 'Sundarban', trackingCode: 'PTH-1' })).statusCode;
      case 'approve':
        return (await call('PATCH', `/api/status/${row?.tnxId ?? 'pi_none'}`, admin, { status: true })).statusCode;
      case 'deliver':
        return (await transition({ to: 'delivered' })).statusCode;
      case 'collect-cash':
        return (await call('POST', `/api/admin/orders/${order.id}/cash-collected`, admin)).statusCode;
      case 'buyer-cancel':
        return (await call('POST', `/api/orders/${order.id}/cancel`, order.buyer, {})).statusCode;
      case 'admin-cancel':
        return (await call('POST', `/api/orders/${order.id}/cancel`, admin, {})).statusCode;
      case 'return':
        return (await transition({ to: 'returned' })).statusCode;
      case 'buyer-delete':
        return (await call('DELETE', `/api/booking/${order.id}`, order.buyer)).statusCode;
      case 'admin-delete':
        return (await call('DELETE', `/api/booking/${order.id}`, admin)).statusCode;
    }
  }

  /** Which state the table lets `action` move this order to, or null where it must change nothing. */
  function expectedState(action: Action, row: typeof orders.$inferSelect): OrderStateId | 'erased' | null {
    if (action === 'buyer-delete' || action === 'admin-delete') return isErasable(row) ? 'erased' : null;
    // The admin's "delivered" of a cash-on-delivery order is its cash collected.
    const [move, by] =
      action === 'deliver' && row.paymentMethod === 'cod' ? (['collect-cash', 'admin'] as const) : MOVE_OF[action];
    return isMoveAllowed(row, move, by) ? ORDER_MOVES[move].to : null;
  }

  async function assertInvariants(placed: Placed[], stockAtStart: Map<string, number>) {
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    for (const order of placed) {
      const row = rows.find((candidate) => candidate.id === order.id);
      // A paid order is never erased.
      if (order.everPaid) expect(row, `paid order ${order.id} erased`).toBeDefined();
      if (!row) continue;
      // The spec's fields agree with the state, as the API answers them too.
      expect(row.status).toBe(isShippingState(row.state));
      const paidByState = isPaidInState(row.state, row.paymentMethod);
      if (paidByState !== undefined) expect(row.paid).toBe(paidByState);
      expect(row.tnxId !== null).toBe(row.paid);
      const booking = await t.app.inject({ method: 'GET', url: `/api/booking/${order.id}`, headers: bearer(admin) });
      expect(booking.json()).toMatchObject({ paid: row.paid, status: row.status, tnxId: row.tnxId, state: row.state });
    }
    // Stock adds up: every part has what it had before this run's orders, less what they still hold.
    const partIds = [...stockAtStart.keys()];
    const now = await t.database.db
      .select({ id: parts.id, n: parts.availableQuantity })
      .from(parts)
      .where(inArray(parts.id, partIds));
    const held = await t.database.db
      .select({ partId: orderLines.partId, quantity: orderLines.quantity, state: orders.state })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        inArray(
          orderLines.orderId,
          placed.map((order) => order.id),
        ),
      );
    for (const { id, n } of now) {
      const holding = held
        .filter((line) => line.partId === id && line.state !== 'cancelled' && line.state !== 'returned')
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(n + holding, `stock of ${id}`).toBe(stockAtStart.get(id));
    }
  }

  it('keeps one truth whatever is done, in whatever order', async () => {
    // Which actions went through, and which were refused, from which states: the runs must have
    // tried the whole table, or passing would prove little.
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<PaymentMethodId>('cod', 'card'), { minLength: 1, maxLength: 2 }),
        fc.array(stepArbitrary, { minLength: 6, maxLength: 20 }),
        async (methods, steps) => {
          const stockAtStart = new Map<string, number>();
          const placed: Placed[] = [];
          for (const method of methods) {
            const part = catalogue[(nextPart + 1) % catalogue.length]!;
            const [before] = await t.database.db
              .select({ n: parts.availableQuantity })
              .from(parts)
              .where(eq(parts.id, part._id));
            stockAtStart.set(part._id, (stockAtStart.get(part._id) ?? before!.n) as number);
            placed.push(await place(method));
          }
          for (const step of steps) {
            const order = placed[step.order % placed.length]!;
            const before = await rowOf(order.id);
            const allowed = before ? ACTIONS.filter((candidate) => expectedState(candidate, before)) : [];
            const choices = step.isAllowedOnly && allowed.length > 0 ? allowed : ACTIONS;
            const action = choices[step.pick % choices.length]!;
            const status = await act(order, action, before);
            const after = await rowOf(order.id);
            if (!before) {
              // Erased already: nothing can bring it back or move it.
              expect(after).toBeUndefined();
              continue;
            }
            const expected = expectedState(action, before);
            seen.add(`${expected ? 'done' : 'refused'} ${action} ${before.state}`);
            if (expected === 'erased') {
              expect(status, `${action} on ${before.state}`).toBeLessThan(300);
              expect(after, `${action} on ${before.state}`).toBeUndefined();
            } else if (expected) {
              expect(status, `${action} on ${before.state} ${before.paymentMethod}`).toBeLessThan(300);
              expect(after?.state, `${action} on ${before.state} ${before.paymentMethod}`).toBe(expected);
            } else {
              // Refused, or an answer that changes nothing (a code typed twice): never a forbidden move.
              expect(after?.state, `${action} on ${before.state} ${before.paymentMethod} (${status})`).toBe(
                before.state,
              );
              expect(after).toBeDefined();
            }
            if (after?.paid) order.everPaid = true;
            await assertInvariants(placed, stockAtStart);
          }
        },
      ),
      { numRuns: 20, seed: 20261128 },
    );
    const tried = [...seen];
    for (const step of [
      /^done pay placed$/,
      /^done confirm-phone placed$/,
      /^done pack confirmed$/,
      /^done ship packed$/,
      /^done approve (confirmed|packed)$/,
      /^done collect-cash shipped$/,
      /^done deliver shipped$/,
      /^done return delivered$/,
      /^done (buyer|admin)-cancel (confirmed|packed)$/,
      /^done (buyer|admin)-delete placed$/,
      /^refused return (placed|confirmed|packed|shipped|cancelled)$/,
      /^refused collect-cash (placed|confirmed|packed)$/,
      /^refused (buyer|admin)-delete (confirmed|packed|shipped|delivered|cancelled|returned)$/,
      /^refused (buyer|admin)-cancel (shipped|delivered|returned|cancelled)$/,
    ]) {
      expect(
        tried.some((entry) => step.test(entry)),
        `${step} among ${tried.join(', ')}`,
      ).toBe(true);
    }
  }, 600_000);
});
