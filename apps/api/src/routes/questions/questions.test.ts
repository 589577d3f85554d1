import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema.js';
import { describeAdminOnly } from '../../test/admin-only.js';
import { adminToken, bearer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

describe.each(drivers)('questions on %s', (driver) => {
  let t: TestApp;
  let nextClient = 0;
  // Each test asks from its own address so the rate limit of one does not leak into another.
  const ask = (payload: unknown, remoteAddress = `10.0.0.${(nextClient += 1)}`) =>
    t.app.inject({ method: 'POST', url: '/api/question', payload: payload as object, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('stores a question with an ISO date-time and answers success', async () => {
    const before = Date.now();
    const response = await ask({ email: 'rider@example.com', message: 'Do you ship to Sylhet?' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [stored] = await t.database.db.select().from(questions).orderBy(desc(questions.createdAt)).limit(1);
    expect(stored).toMatchObject({ email: 'rider@example.com', message: 'Do you ship to Sylhet?' });
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [{}, 'email: Email is required'],
    [{ email: 'rider@example.com' }, 'message: Question is required'],
    [{ email: 'rider@example.com', message: '   ' }, 'message: Question is required'],
    [{ email: 'not-an-email', message: 'Hi' }, 'email: Provide a valid Email'],
    [{ email: 42, message: 'Hi' }, 'email: Email is required'],
    [{ email: 'rider@example.com', message: 'x'.repeat(2001) }, 'message: Must be at most 2000 characters'],
    [{ email: `${'a'.repeat(300)}@example.com`, message: 'Hi' }, 'email: Must be at most 254 characters'],
  ])('refuses %j with 400 "%s" and stores nothing', async (payload, message) => {
    const countBefore = (await t.database.db.select().from(questions)).length;
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect((await t.database.db.select().from(questions)).length).toBe(countBefore);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com",',
      remoteAddress: '10.1.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('rate-limits one client to 10 questions a minute with a 429 JSON', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await ask({ email: 'spam@example.com', message: `Question ${i}` }, '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const limited = await ask({ email: 'spam@example.com', message: 'one more' }, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: 'Too many requests, please try again later' });
    // Another client is not affected.
    expect((await ask({ email: 'other@example.com', message: 'Hi' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off, so the limit cannot be dodged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/question',
        payload: { email: 'spoof@example.com', message: `Q${i}` },
        remoteAddress: '10.3.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  describeAdminOnly(() => t.app, [['GET', '/api/question']]);

  it('reads questions newest first, with e-mail, message and date', async () => {
    const admin = await adminToken(t.app);
    const asAdmin = (method: 'GET', url: string) => t.app.inject({ method, url, headers: bearer(admin) });
    for (const message of ['First?', 'Second?']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/question',
        payload: { email: 'asker@example.com', message },
        remoteAddress: freshAddress(),
      });
    }
    const { result } = (await asAdmin('GET', '/api/question')).json();
    expect(result.slice(0, 2).map((q: { message: string }) => q.message)).toEqual(['Second?', 'First?']);
    expect(result[0]).toMatchObject({ email: 'asker@example.com', d: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });
});
