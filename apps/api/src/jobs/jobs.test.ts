import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJobsSchema, outboxSchema } from '@motoforge/contract';
import { adminToken, bearer } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bothDrivers } from '../test/test-database.js';
import { startTestSmtp, type TestSmtp } from '../test/test-smtp.js';
import { enqueueJob } from './enqueue-job.js';
import { sendEmailJob } from './send-email.js';

const email = (to: string) => ({ to, subject: `Hello ${to}`, text: 'A test of the jobs', purpose: 'test' });

describe.each(bothDrivers)('durable jobs on %s', (driver) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;

  const jobsPage = async (query = '') =>
    adminJobsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: bearer(admin) })).json(),
    );
  const outboxTo = async (to: string) =>
    outboxSchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/outbox?to=${encodeURIComponent(to)}`,
            headers: bearer(admin),
          })
        ).json(),
      )
      .items.map((item) => item.status);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(driver, {
      env: { SMTP_URL: smtp.url },
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('adds a job only when its transaction commits, and runs it once', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(tx, sendEmailJob, email('rolled-back@example.com'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await t.database.db.transaction(async (tx) => {
      await enqueueJob(tx, sendEmailJob, email('committed@example.com'));
    });

    await expect.poll(() => smtp.to('committed@example.com').length, { timeout: 15_000 }).toBe(1);
    const [mail] = smtp.to('committed@example.com');
    expect(mail!.subject).toBe('Hello committed@example.com');
    expect(mail!.text?.trim()).toBe('A test of the jobs');
    expect(mail!.from?.value).toEqual([{ name: 'MotoForge', address: 'no-reply@motoforge.com' }]);
    // The job notes the e-mail sent once the SMTP server has answered, a moment after it has it.
    await expect.poll(() => outboxTo('committed@example.com'), { timeout: 15_000 }).toEqual(['sent']);
    // A second poll of every worker later, nothing more has run.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.to('committed@example.com')).toHaveLength(1);
    expect(smtp.to('rolled-back@example.com')).toHaveLength(0);
    expect(await outboxTo('rolled-back@example.com')).toEqual([]);
    const sendEmail = (await jobsPage()).queues.find((queue) => queue.name === 'send-email');
    expect(sendEmail?.counts).toMatchObject({ completed: 1, failed: 0, created: 0 });
  });

  it('tries an e-mail again, waiting longer each time, while the SMTP server is down, and shows the admin why', async () => {
    await smtp.stop();
    await enqueueJob(t.database.db, sendEmailJob, email('patient@example.com'));

    // Two tries failed: the next waits 2 to 4 s (1 s doubled per try, with jitter).
    await expect
      .poll(async () => (await jobsPage('?queue=send-email')).failures[0]?.retryCount ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const page = await jobsPage('?queue=send-email');
    expect(page.total).toBe(1);
    const [failure] = page.failures;
    expect(failure).toMatchObject({ queue: 'send-email', state: 'retry', retryLimit: 8 });
    expect(failure!.error).toMatch(/patient@example.com was not sent: .*ECONNREFUSED/);
    expect(new Date(failure!.retryAt!).getTime() - new Date(failure!.failedAt).getTime()).toBeGreaterThanOrEqual(2_000);
    expect((await outboxTo('patient@example.com')).every((status) => status === 'failed')).toBe(true);

    await smtp.start();
    await expect.poll(() => smtp.to('patient@example.com').length, { timeout: 20_000 }).toBe(1);
    // The job notes the e-mail sent once the SMTP server has answered, a moment after it has it.
    await expect.poll(async () => (await outboxTo('patient@example.com'))[0], { timeout: 20_000 }).toBe('sent');
    await expect.poll(async () => (await jobsPage('?queue=send-email')).total, { timeout: 20_000 }).toBe(0);
  });

  it('is shown to admins only, paged', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/jobs' });
    expect(anonymous.statusCode).toBe(401);
    const queues = (await jobsPage('?page=1&pageSize=1')).queues.map((queue) => queue.name);
    expect(queues).toEqual(
      expect.arrayContaining([
        'follow-courier-status',
        'notify-order-event',
        'release-expired-orders',
        'send-email',
        'send-sms',
      ]),
    );
    expect(queues.some((name) => name.startsWith('__pgboss'))).toBe(false);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?pageSize=1000', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});
