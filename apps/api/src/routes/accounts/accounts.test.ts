import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, checkoutMessages, partListSchema, type Part } from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';
import { outbox, users } from '../../db/schema.js';
import { bearer, cookiesOf, createCustomer, freshAddress, SHOP_ORIGIN, signIn } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** The shop's own path of the first link in an e-mail (the e-mail names the shop's full URL). */
const linkIn = (text: string) => {
  const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
  return `${url.pathname}${url.search}`;
};

describe.each(drivers)('accounts on %s', (driver) => {
  let t: TestApp;
  let catalogue: Part[];

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: SHOP_ORIGIN, ...headers },
      payload,
      remoteAddress: freshAddress(),
    });
  const lastSent = async (to: string, purpose: string) =>
    (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.purpose, purpose)))
        .orderBy(desc(outbox.createdAt))
        .limit(1)
    )[0];
  /** The newest e-mail of `purpose` to `to`, once its job has sent it (e-mails go through the job queue). */
  const mailed = async (to: string, purpose: string) => {
    await expect.poll(() => lastSent(to, purpose), { timeout: 20_000, interval: 200 }).toBeDefined();
    return (await lastSent(to, purpose))!;
  };
  /** E-mails to `to` handed to the job queue so far, sent or not. */
  const emailsQueuedTo = async (to: string) => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as queued from pgboss.job where name = 'send-email' and data->>'to' = ${to}`,
    )) as unknown as { rows: { queued: number }[] };
    return rows[0]!.queued;
  };
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json() as {
      user: { name: string; email: string; emailVerified: boolean };
    } | null;

  /** A cash-on-delivery order confirmed with the code sent to `phone`: the account now holds that phone. */
  const confirmPhone = async (token: string, phone: string) => {
    const part = catalogue[0]!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ partId: part._id, quantity: part.minimumOrder }],
        address: {
          name: 'Rider',
          phone,
          divisionId: '6',
          districtId: DHAKA_DISTRICT_ID,
          upazilaId: savar[0],
          street: 'Road 1',
        },
        paymentMethod: 'cod',
      },
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json() as { orderId: string };
    const [sms] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.purpose, 'phone-code')));
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/phone-code/verify`,
      headers: bearer(token),
      payload: { code: codeIn(sms!.text) },
    });
    expect(verified.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    catalogue = partListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 10);
  });
  afterAll(() => t.close());

  describe('"Forgot password?" by e-mail', () => {
    it('e-mails a link that sets a new password once, and ends every session', async () => {
      const rider = await createCustomer(t.app, 'forgetful@example.com', 'Forgetful Rider');
      const asked = await post('/api/auth/request-password-reset', {
        email: 'forgetful@example.com',
        redirectTo: '/reset-password',
      });
      expect(asked.statusCode).toBe(200);
      const email = await mailed('forgetful@example.com', 'password-reset');
      expect(email).toMatchObject({ channel: 'email', userId: rider.user.id });
      expect(email.text).toContain('Choose a new MotoForge password');
      expect(email.text).toContain('Hello Forgetful Rider');

      // The link opens the shop's reset page with its token.
      const opened = await t.app.inject({ method: 'GET', url: linkIn(email.text) });
      expect(opened.statusCode).toBe(302);
      const landing = new URL(opened.headers.location!, SHOP_ORIGIN);
      expect(landing.pathname).toBe('/reset-password');
      const token = landing.searchParams.get('token')!;
      expect(token).toBeTruthy();

      const reset = await post('/api/auth/reset-password', { token, newPassword: 'a-new-secret-1' });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(t.app, 'forgetful@example.com', 'secret12')).statusCode).toBe(401);
      expect((await signIn(t.app, 'forgetful@example.com', 'a-new-secret-1')).statusCode).toBe(200);
      // The session that was open before is over.
      expect(await sessionOf(rider.cookie)).toBeNull();
      // Used once.
      const again = await post('/api/auth/reset-password', { token, newPassword: 'another-secret-2' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    });

    it('answers the same for an address with no account, and sends nothing', async () => {
      const asked = await post('/api/auth/request-password-reset', {
        email: 'nobody-here@example.com',
        redirectTo: '/reset-password',
      });
      expect(asked.statusCode).toBe(200);
      expect(await emailsQueuedTo('nobody-here@example.com')).toBe(0);
    });

    it('writes to a Bangla reader in Bangla', async () => {
      const rider = await createCustomer(t.app, 'bangla-reader@example.com', 'Karim');
      await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, rider.user.id));
      await post('/api/auth/request-password-reset', {
        email: 'bangla-reader@example.com',
        redirectTo: '/bn/reset-password',
      });
      const email = await mailed('bangla-reader@example.com', 'password-reset');
      expect(email.text).toContain('মোটোফোর্জের নতুন পাসওয়ার্ড বেছে নিন');
      expect(decodeURIComponent(linkIn(email.text))).toContain('callbackURL=/bn/reset-password');
    });
  });

  describe('e-mail verification and change', () => {
    it('sends a link at sign-up that verifies the address and lands on the verified page', async () => {
      const rider = await createCustomer(t.app, 'new-rider@example.com', 'New Rider');
      expect((await sessionOf(rider.cookie))!.user.emailVerified).toBe(false);
      const email = await mailed('new-rider@example.com', 'email-verification');
      expect(email.text).toContain('Verify your MotoForge e-mail address');
      const opened = await t.app.inject({ method: 'GET', url: linkIn(email.text) });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/email-verified');
      expect((await sessionOf(rider.cookie))!.user.emailVerified).toBe(true);
    });

    it('sends none to an account the server made itself (the demo admin)', async () => {
      expect(await emailsQueuedTo('admin@motoforge.com')).toBe(0);
    });

    it('sends a new link from the profile, and a forged one lands on the page with an error', async () => {
      const rider = await createCustomer(t.app, 'again@example.com', 'Again');
      const sent = await post(
        '/api/auth/send-verification-email',
        { email: 'again@example.com', callbackURL: '/bn/email-verified' },
        { cookie: rider.cookie },
      );
      expect(sent.statusCode).toBe(200);
      // The sign-up's own link came first; this one lands on the Bangla page.
      await expect
        .poll(
          async () =>
            decodeURIComponent(
              linkIn((await lastSent('again@example.com', 'email-verification'))?.text ?? 'http://shop/'),
            ),
          {
            timeout: 20_000,
            interval: 200,
          },
        )
        .toContain('callbackURL=/bn/email-verified');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify-email?token=forged&callbackURL=%2Femail-verified',
      });
      expect(forged.statusCode).toBe(302);
      expect(forged.headers.location).toBe('/email-verified?error=INVALID_TOKEN');
    });

    it('changes the e-mail only when the link sent to the new address is opened', async () => {
      const rider = await createCustomer(t.app, 'old-address@example.com', 'Mover');
      const asked = await post(
        '/api/auth/change-email',
        { newEmail: 'new-address@example.com', callbackURL: '/email-verified' },
        { cookie: rider.cookie },
      );
      expect(asked.statusCode).toBe(200);
      expect((await sessionOf(rider.cookie))!.user.email).toBe('old-address@example.com');
      const email = await mailed('new-address@example.com', 'email-verification');
      const opened = await t.app.inject({ method: 'GET', url: linkIn(email.text) });
      expect(opened.statusCode).toBe(302);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, rider.user.id));
      expect(account).toMatchObject({ email: 'new-address@example.com', emailVerified: true });
      expect((await signIn(t.app, 'new-address@example.com', 'secret12')).statusCode).toBe(200);
    });

    it('does not give away an address another account has', async () => {
      await createCustomer(t.app, 'taken@example.com', 'Owner');
      const rider = await createCustomer(t.app, 'wants-it@example.com', 'Wanter');
      const queuedBefore = await emailsQueuedTo('taken@example.com');
      const asked = await post('/api/auth/change-email', { newEmail: 'taken@example.com' }, { cookie: rider.cookie });
      // The same answer as for a free address (nobody learns which addresses have accounts), and nothing sent.
      expect(asked.statusCode).toBe(200);
      expect(await emailsQueuedTo('taken@example.com')).toBe(queuedBefore);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, rider.user.id));
      expect(account!.email).toBe('wants-it@example.com');
    });
  });

  describe('name and password from the profile', () => {
    it('changes the password with the current one, and refuses a wrong one', async () => {
      const rider = await createCustomer(t.app, 'changer@example.com', 'Changer');
      const wrong = await post(
        '/api/auth/change-password',
        { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
        { cookie: rider.cookie },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
      const changed = await post(
        '/api/auth/change-password',
        { currentPassword: 'secret12', newPassword: 'brand-new-pass' },
        { cookie: rider.cookie },
      );
      expect(changed.statusCode).toBe(200);
      expect((await signIn(t.app, 'changer@example.com', 'brand-new-pass')).statusCode).toBe(200);
      expect((await signIn(t.app, 'changer@example.com', 'secret12')).statusCode).toBe(401);
    });

    it('renames the account by the sign-up rules', async () => {
      const rider = await createCustomer(t.app, 'renamer@example.com', 'Old Name');
      const renamed = await post('/api/auth/update-user', { name: '  New Name  ' }, { cookie: rider.cookie });
      expect(renamed.statusCode).toBe(200);
      expect((await sessionOf(rider.cookie))!.user.name).toBe('New Name');
      const empty = await post('/api/auth/update-user', { name: '' }, { cookie: rider.cookie });
      expect(empty.statusCode).toBe(400);
      // Only the name: not the role, not the address.
      const sneaky = await post(
        '/api/auth/update-user',
        { role: 'admin', email: 'x@example.com' },
        { cookie: rider.cookie },
      );
      expect(sneaky.statusCode).toBe(400);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, rider.user.id));
      expect(account).toMatchObject({ role: 'user', email: 'renamer@example.com', name: 'New Name' });
    });
  });

  describe('"Forgot password?" by SMS', () => {
    it('sends a code only to a phone the account confirmed, and the code sets a new password', async () => {
      const rider = await createCustomer(t.app, 'sms-reset@example.com', 'Sms Rider');
      // No confirmed phone yet: the same answer, and no SMS.
      const before = await post('/api/password-reset/sms', { phone: '01811-222333' });
      expect(before.statusCode).toBe(202);
      expect(before.json()).toEqual({ message: accountMessages.resetCodeSent });
      expect(await lastSent('+8801811222333', 'password-reset')).toBeUndefined();

      await confirmPhone(rider.token, '01811-222333');
      const [account] = await t.database.db.select().from(users).where(eq(users.id, rider.user.id));
      expect(account!.phoneNumber).toBe('+8801811222333');

      // A minute must pass between codes for one phone.
      expect((await post('/api/password-reset/sms', { phone: '+880 1811 222333' })).statusCode).toBe(429);
      await t.database.db.execute(`update password_reset_codes set sent_at = now() - interval '2 minutes'`);
      expect((await post('/api/password-reset/sms', { phone: '+880 1811 222333' })).statusCode).toBe(202);
      const sms = await lastSent('+8801811222333', 'password-reset');
      expect(sms).toMatchObject({ channel: 'sms', userId: rider.user.id });
      const code = codeIn(sms!.text);

      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await post('/api/password-reset/sms/confirm', {
        phone: '01811222333',
        code: wrongCode,
        password: 'sms-new-pass',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(checkoutMessages.phoneCodeInvalid);
      const right = await post('/api/password-reset/sms/confirm', {
        phone: '01811222333',
        code,
        password: 'sms-new-pass',
      });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ message: accountMessages.passwordReset });
      expect((await signIn(t.app, 'sms-reset@example.com', 'sms-new-pass')).statusCode).toBe(200);
      expect(await sessionOf(rider.cookie)).toBeNull();
      // Used up.
      const reused = await post('/api/password-reset/sms/confirm', {
        phone: '01811222333',
        code,
        password: 'other-pass-1',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(checkoutMessages.phoneCodeExpired);
    });

    it('locks the code after five wrong tries, and an expired code says so', async () => {
      const rider = await createCustomer(t.app, 'guessed@example.com', 'Guessed');
      await confirmPhone(rider.token, '01911-333444');
      expect((await post('/api/password-reset/sms', { phone: '01911333444' })).statusCode).toBe(202);
      const code = codeIn((await lastSent('+8801911333444', 'password-reset'))!.text);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const answers: number[] = [];
      for (let guess = 0; guess < 6; guess += 1) {
        answers.push(
          (
            await post('/api/password-reset/sms/confirm', {
              phone: '01911333444',
              code: wrongCode,
              password: 'x-new-pass-1',
            })
          ).statusCode,
        );
      }
      expect(answers).toEqual([400, 400, 400, 400, 429, 429]);
      const locked = await post('/api/password-reset/sms/confirm', {
        phone: '01911333444',
        code,
        password: 'x-new-pass-1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(checkoutMessages.phoneCodeLocked);

      await t.database.db.execute(`update password_reset_codes set sent_at = now() - interval '2 minutes'`);
      await post('/api/password-reset/sms', { phone: '01911333444' });
      const fresh = codeIn((await lastSent('+8801911333444', 'password-reset'))!.text);
      await t.database.db.execute(`update password_reset_codes set expires_at = now() - interval '1 second'`);
      const expired = await post('/api/password-reset/sms/confirm', {
        phone: '01911333444',
        code: fresh,
        password: 'x-new-pass-1',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(checkoutMessages.phoneCodeExpired);
      expect((await signIn(t.app, 'guessed@example.com', 'secret12')).statusCode).toBe(200);
    });

    it('gives the phone to the last account that confirmed it', async () => {
      const first = await createCustomer(t.app, 'first-holder@example.com', 'First');
      const second = await createCustomer(t.app, 'second-holder@example.com', 'Second');
      await confirmPhone(first.token, '01611-555666');
      await confirmPhone(second.token, '01611-555666');
      const holders = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.phoneNumber, '+8801611555666'));
      expect(holders).toEqual([{ email: 'second-holder@example.com' }]);
    });

    it('refuses a number that is not a Bangladeshi mobile', async () => {
      const refused = await post('/api/password-reset/sms', { phone: '12345' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].message).toBe(checkoutMessages.mobileInvalid);
    });
  });

  it('keeps the cookie of a reset link out of the answer', async () => {
    // The reset link is a plain redirect: it starts no session of its own.
    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/forged?callbackURL=%2Freset-password',
    });
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location!, SHOP_ORIGIN).pathname).toBe('/reset-password');
    expect(new URL(opened.headers.location!, SHOP_ORIGIN).searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(cookiesOf(opened)).toBe('');
  });
});
