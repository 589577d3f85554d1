import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema, unpaidHoldMaxQuantity } from '@motoforge/contract';
import { startPrivatePostgres } from '../test/private-postgres.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';

const ORIGIN_HEADERS = { 'content-type': 'application/json' };

async function customerToken(server: ServerProcess, email: string): Promise<string> {
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...ORIGIN_HEADERS, origin: server.url },
    body: JSON.stringify({ name: 'Rider', email, password: 'secret12' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const sync = await fetch(`${server.url}/api/user/${email}`, {
    method: 'PUT',
    headers: { ...ORIGIN_HEADERS, origin: server.url, cookie },
    body: JSON.stringify({ email }),
  });
  return ((await sync.json()) as { token: string }).token;
}

const order = (server: ServerProcess, token: string, productId: string, quantity = 1) =>
  fetch(`${server.url}/api/booking`, {
    method: 'POST',
    headers: { ...ORIGIN_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify({ productId, quantity, phone: '01711000000', address: 'Dhaka' }),
  });

/**
 * Two server processes on one PostgreSQL (a private one the test can stop): no oversell across
 * processes, one unpaid order per customer and part, and a database outage answered with 503 and
 * recovered from without losing an acknowledged order.
 */
describe('several servers on one PostgreSQL, and PostgreSQL going away', () => {
  const postgresPort = 15_500 + (process.pid % 400);
  let postgres: ReturnType<typeof startPrivatePostgres>;
  let servers: ServerProcess[];
  let partId: string;

  beforeAll(async () => {
    postgres = startPrivatePostgres(postgresPort);
    const env = { DATABASE_URL: postgres.url, DEMO_MODE: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
    // Both start at once: migrations and the demo seed must cope with a twin doing the same.
    servers = await Promise.all([
      startServerProcess({ ...env, PORT: await freePort() }),
      startServerProcess({ ...env, PORT: await freePort() }),
    ]);
    const parts = partListSchema.parse(await (await fetch(`${servers[0]!.url}/api/part`)).json());
    expect(partListSchema.parse(await (await fetch(`${servers[1]!.url}/api/part`)).json())).toHaveLength(parts.length);
    partId = parts.find((part) => part.minimumOrder === 1)!._id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop('SIGKILL')));
    postgres?.destroy();
  });

  it('sells the last 5 units exactly once across two processes, to 30 customers at once', async () => {
    // Bring the part down to its last 5 units through the API's own rules: each holder orders as
    // much as one account may hold unpaid (half the stock), the last what is left over 5.
    const stockOf = async () =>
      ((await (await fetch(`${servers[0]!.url}/api/purchase/${partId}`)).json()) as { availableQuantity: number })
        .availableQuantity;
    for (let holders = 0, stock = await stockOf(); stock > 5; holders += 1, stock = await stockOf()) {
      const holder = await customerToken(servers[0]!, `holder${holders}@example.com`);
      const quantity = Math.min(unpaidHoldMaxQuantity({ minimumOrder: 1, availableQuantity: stock }), stock - 5);
      expect((await order(servers[0]!, holder, partId, quantity)).status).toBe(200);
    }

    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => customerToken(servers[i % 2]!, `buyer${i}@example.com`)),
    );
    const statuses = await Promise.all(
      buyers.map((token, i) => order(servers[i % 2]!, token, partId).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 400)).toBe(true);
    const after = (await (await fetch(`${servers[1]!.url}/api/purchase/${partId}`)).json()) as {
      availableQuantity: number;
    };
    expect(after.availableQuantity).toBe(0);
  }, 120_000);

  it("shows one process's write in the other's catalogue (LISTEN/NOTIFY drops its cache)", async () => {
    const read = async (server: ServerProcess) =>
      partListSchema
        .parse(await (await fetch(`${server.url}/api/part`)).json())
        .find((part) => part.availableQuantity > 100)!;
    const before = await read(servers[1]!);
    const token = await customerToken(servers[0]!, 'notify@example.com');
    expect((await order(servers[0]!, token, before._id, before.minimumOrder)).status).toBe(200);
    let seen = before.availableQuantity;
    for (let attempt = 0; attempt < 50 && seen === before.availableQuantity; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = partListSchema
        .parse(await (await fetch(`${servers[1]!.url}/api/part`)).json())
        .find((part) => part._id === before._id)!.availableQuantity;
    }
    expect(seen).toBe(before.availableQuantity - before.minimumOrder);
  });

  it('accepts one of 10 simultaneous duplicate orders by one customer', async () => {
    const parts = partListSchema.parse(await (await fetch(`${servers[0]!.url}/api/part`)).json());
    const part = parts.find((candidate) => candidate.availableQuantity > 100)!;
    const token = await customerToken(servers[0]!, 'eager@example.com');
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        order(servers[i % 2]!, token, part._id, part.minimumOrder).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  }, 60_000);

  // Two tabs of one order's payment page, served by different processes. (PGlite runs one query
  // at a time and one process: this race only means something here, on PostgreSQL.)
  it('gives payment pages of one order opened at once on both processes one intent, charged once, cancelled with the order', async () => {
    const parts = partListSchema.parse(await (await fetch(`${servers[0]!.url}/api/part`)).json());
    const part = parts.find((candidate) => candidate.availableQuantity > 100)!;
    const post = (server: ServerProcess, url: string, body: object, token?: string) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { ...ORIGIN_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const confirm = (server: ServerProcess, clientSecret: string) =>
      post(server, '/api/test-payments/confirm', {
        clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
        billingDetails: { name: 'Tab', email: 'tab@example.com' },
      });
    const openPaymentPages = async (token: string, orderId: string) => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(servers[i % 2]!, '/api/create-payment-intent', { orderId }, token)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const intents = await Promise.all(
        answers.map((answer) => answer.json() as Promise<{ paymentIntentId: string; clientSecret: string }>),
      );
      expect(new Set(intents.map((intent) => intent.paymentIntentId)).size).toBe(1);
      return [...new Set(intents.map((intent) => intent.clientSecret))];
    };

    // Paid: every secret confirmed at once on both processes charges one intent.
    const payer = await customerToken(servers[0]!, 'two-tabs-pay@example.com');
    const paid = (await (await order(servers[0]!, payer, part._id, part.minimumOrder)).json()) as {
      insertedId: string;
    };
    const paidSecrets = await openPaymentPages(payer, paid.insertedId);
    const charges = await Promise.all(
      paidSecrets.flatMap((secret) => [confirm(servers[0]!, secret), confirm(servers[1]!, secret)]),
    );
    const charged = await Promise.all(charges.filter((charge) => charge.status === 200).map((charge) => charge.json()));
    expect(new Set(charged.map((charge) => (charge as { paymentIntent: { id: string } }).paymentIntent.id)).size).toBe(
      1,
    );

    // Deleted: no secret handed out can be charged afterwards, on either process.
    const leaver = await customerToken(servers[1]!, 'two-tabs-delete@example.com');
    const left = (await (await order(servers[1]!, leaver, part._id, part.minimumOrder)).json()) as {
      insertedId: string;
    };
    const leftSecrets = await openPaymentPages(leaver, left.insertedId);
    const deleted = await fetch(`${servers[1]!.url}/api/booking/${left.insertedId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${leaver}` },
    });
    expect(await deleted.json()).toEqual({ deletedCount: 1 });
    const refused = await Promise.all(
      leftSecrets.flatMap((secret) => servers.map((server) => confirm(server, secret))),
    );
    expect(refused.map((answer) => answer.status)).toEqual(Array(refused.length).fill(409));
  }, 60_000);

  it('answers 503 JSON while PostgreSQL is down, recovers by itself, and keeps every acknowledged order', async () => {
    const parts = partListSchema
      .parse(await (await fetch(`${servers[0]!.url}/api/part`)).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 2);
    const tokens = await Promise.all(
      Array.from({ length: 12 }, (_, i) => customerToken(servers[i % 2]!, `outage${i}@example.com`)),
    );
    const acknowledged: string[] = [];
    const place = async (i: number) => {
      const part = parts[i % parts.length]!;
      const response = await order(servers[i % 2]!, tokens[i]!, part._id, part.minimumOrder).catch(() => null);
      if (response?.status === 200) acknowledged.push(((await response.json()) as { insertedId: string }).insertedId);
      return response;
    };
    await Promise.all([0, 1, 2, 3].map(place));

    postgres.stop();
    const started = Date.now();
    const during = await fetch(`${servers[0]!.url}/api/part`);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({
      success: false,
      message: 'The shop is temporarily unavailable. Please try again shortly.',
    });
    const orderDuring = await order(servers[1]!, tokens[4]!, parts[4]!._id, parts[4]!.minimumOrder);
    expect(orderDuring.status).toBe(503);

    postgres.start();
    for (const server of servers) {
      let recovered = 0;
      for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
        recovered = (await fetch(`${server.url}/api/part`)).status;
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(recovered).toBe(200);
    }
    await Promise.all([5, 6, 7, 8].map(place));
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    // Every order the API acknowledged is still there.
    const owners = await Promise.all(
      [0, 1, 2, 3, 5, 6, 7, 8].map((i) =>
        fetch(`${servers[i % 2]!.url}/api/booking?user=outage${i}@example.com`, {
          headers: { authorization: `Bearer ${tokens[i]}` },
        }).then((r) => r.json() as Promise<{ _id: string }[]>),
      ),
    );
    const stored = new Set(owners.flat().map((row) => row._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  }, 120_000);
});
