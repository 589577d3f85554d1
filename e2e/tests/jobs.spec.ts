import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { hasHorizontalOverflow } from '../support/page-metrics';

test('the admin sees the job queues, in English and in Bangla', async ({ page }, testInfo) => {
  await signInAsAdmin(page, '/dashboard/jobs');

  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const queues = page.getByRole('table', { name: 'Queues' });
  for (const queue of [
    'follow-courier-status',
    'notify-order-event',
    'release-expired-orders',
    'send-email',
    'send-sms',
  ]) {
    await expect(queues.getByRole('rowheader', { name: queue })).toBeVisible();
  }
  // The release of unpaid orders runs as soon as the shop starts, and every minute.
  await expect(async () => {
    await page.reload();
    const released = page.getByRole('row', { name: /release-expired-orders/ });
    await expect(released.getByRole('cell').nth(3)).not.toHaveText('0', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByText('No job has failed.')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('jobs-en.png'), fullPage: true });

  await page.getByRole('link', { name: 'Show the failures of send-email' }).click();
  await expect(page).toHaveURL('/dashboard/jobs?queue=send-email');
  await expect(page.getByRole('heading', { name: 'Failures of send-email' })).toBeVisible();

  await page.goto('/bn/dashboard/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'কাজ' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'কিউ' })).toBeVisible();
  await expect(page.getByText('কোনো কাজ ব্যর্থ হয়নি।')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('jobs-bn.png'), fullPage: true });
});
