import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSchema, partListSchema, type Part } from '@motoforge/contract';
import { startFakeSms, type FakeSms } from '@motoforge/tools/fake-sms';
import { orders, users } from '../../db/schema.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { placeOrder } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';
import { startTestSmtp, type TestSmtp } from '../../test/test-smtp.js';
import { notifyOrderEvent, type OrderEvent } from './notify-order-event.js';

describe.each(drivers)('telling a buyer of an order’s change on %s', (driver) => {
  let gateway: FakeSms;
  let smtp: TestSmtp;
  let t: TestApp;
  let catalogue: Part[];
  let nextPart = 0;
  let nextPhone = 0;

  /** An order of a new buyer, delivered to a phone of its own, in the buyer's language. */
  const orderOf = async (email: string, language: 'en' | 'bn' = 'en') => {
    const buyer = await createCustomer(t.app, email);
    await t.database.db.update(users).set({ language }).where(eq(users.email, email));
    const orderId = await placeOrder(t.app, buyer.token, catalogue[(nextPart += 1)]!);
    const phone = `+88017123456${String((nextPhone += 1)).padStart(2, '0')}`;
    await t.database.db.update(orders).set({ phone }).where(eq(orders.id, orderId));
    const [{ number }] = (await t.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId))) as [{ number: string }];
    return { orderId, number, email, gatewayPhone: phone.slice(1) };
  };
  /** The e-mails to `email` about the order numbered `number` (a buyer also gets the sign-up's verification e-mail). */
  const mailsAbout = (email: string, number: string) => smtp.to(email).filter((mail) => mail.subject?.includes(number));
  const notify = (event: OrderEvent) => t.database.db.transaction((tx) => notifyOrderEvent(tx, event));
  const notificationJobs = async () =>
    Number(
      (
        (await t.database.db.execute(sql`select count(*) as n from pgboss.job where name = 'notify-order-event'`)) as {
          rows: { n: number | string }[];
        }
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    gateway = await startFakeSms();
    smtp = await startTestSmtp();
    t = await createTestApp(driver, {
      env: {
        SMS_API_KEY: gateway.apiKey,
        SMS_SENDER_ID: gateway.senderId,
        SMS_BASE_URL: gateway.url,
        SMTP_URL: smtp.url,
      },
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('sends the shipped order’s courier and tracking code by SMS and e-mail, in English', async () => {
    const { orderId, number, email, gatewayPhone } = await orderOf('shipped@example.com');
    // The shop sends an API courier's id; the buyer reads its name.
    await notify({ orderId, state: 'shipped', courier: 'steadfast', trackingCode: 'SF-20261126-7' });

    await expect.poll(() => gateway.messages(gatewayPhone).length, { timeout: 15_000 }).toBe(1);
    expect(gateway.messages(gatewayPhone)[0]!.text).toBe(
      `MotoForge: your order ${number} has shipped with Steadfast, tracking code SF-20261126-7.`,
    );
    await expect.poll(() => mailsAbout(email, number).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsAbout(email, number);
    expect(mail!.subject).toBe(`Your MotoForge order ${number} has shipped`);
    expect(mail!.text).toContain('Courier: Steadfast\nTracking code: SF-20261126-7');

    const admin = await adminToken(t.app);
    const outbox = outboxSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(admin) })).json(),
    );
    expect(
      outbox.items
        .filter((item) => (item.to === email || item.to === `+${gatewayPhone}`) && item.text.includes(number))
        .map((item) => item.status),
    ).toEqual(['sent', 'sent']);
  });

  it('writes to a Bangla reader in Bangla', async () => {
    const { orderId, number, email, gatewayPhone } = await orderOf('bangla-buyer@example.com', 'bn');
    await notify({ orderId, state: 'confirmed' });

    await expect.poll(() => gateway.messages(gatewayPhone).length, { timeout: 15_000 }).toBe(1);
    expect(gateway.messages(gatewayPhone)[0]!.text).toBe(
      `মোটোফোর্জ: আপনার অর্ডার ${number} নিশ্চিত হয়েছে। পাঠানোর সময় আমরা জানাব।`,
    );
    await expect.poll(() => mailsAbout(email, number).length, { timeout: 15_000 }).toBe(1);
    expect(mailsAbout(email, number)[0]!.subject).toBe(`আপনার মোটোফোর্জ অর্ডার ${number} নিশ্চিত হয়েছে`);
  });

  it('says nothing of other changes, nor of a change that was rolled back', async () => {
    const { orderId, number, email, gatewayPhone } = await orderOf('quiet@example.com');
    const before = await notificationJobs();
    await notify({ orderId, state: 'packed' });
    await notify({ orderId, state: 'placed' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyOrderEvent(tx, { orderId, state: 'cancelled' });
        throw new Error('the cancel failed');
      }),
    ).rejects.toThrow('the cancel failed');
    expect(await notificationJobs()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(gateway.messages(gatewayPhone)).toEqual([]);
    expect(mailsAbout(email, number)).toEqual([]);
  });

  it('tells nobody, and does not retry, when the order was deleted before its message went out', async () => {
    const { orderId, gatewayPhone } = await orderOf('deleted@example.com');
    await t.database.db.delete(orders).where(eq(orders.id, orderId));
    await notify({ orderId, state: 'cancelled' });
    await expect
      .poll(
        async () => {
          const { rows } = (await t.database.db.execute(
            sql`select state from pgboss.job where name = 'notify-order-event' and data->>'orderId' = ${orderId}`,
          )) as unknown as { rows: { state: string }[] };
          return rows.map((row) => row.state);
        },
        { timeout: 15_000 },
      )
      .toEqual(['completed']);
    expect(gateway.messages(gatewayPhone)).toEqual([]);
  });

  it('sends the SMS while the SMTP server is down, and the e-mail once it is back, each once', async () => {
    const { orderId, number, email, gatewayPhone } = await orderOf('refunded@example.com');
    await smtp.stop();
    try {
      await notify({ orderId, state: 'refunded' });
      await expect.poll(() => gateway.messages(gatewayPhone).length, { timeout: 15_000 }).toBe(1);
      expect(gateway.messages(gatewayPhone)[0]!.text).toBe(
        `MotoForge: the payment for your order ${number} is refunded.`,
      );
      const admin = await adminToken(t.app);
      await expect
        .poll(
          async () =>
            outboxSchema
              .parse(
                (
                  await t.app.inject({
                    method: 'GET',
                    url: `/api/admin/outbox?to=${encodeURIComponent(email)}`,
                    headers: bearer(admin),
                  })
                ).json(),
              )
              .items.filter((item) => item.text.includes(number))
              .map((item) => item.status)[0],
          { timeout: 15_000 },
        )
        .toBe('failed');
    } finally {
      await smtp.start();
    }
    await expect.poll(() => mailsAbout(email, number).length, { timeout: 30_000 }).toBe(1);
    expect(mailsAbout(email, number)[0]!.subject).toBe(`Your MotoForge order ${number} is refunded`);
    expect(gateway.messages(gatewayPhone)).toHaveLength(1);
  });
});
