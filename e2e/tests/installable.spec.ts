import type { Page } from '@playwright/test';
import { expectSignedOutNavigation, openNavigation, signOutFromNavigation } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { bikeLabel, garage, type Bike } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';
import { taka } from '../support/taka';

// The installable shop (ADR 062): the only spec whose browser runs the service worker; the config
// blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

const APACHE: Bike = { make: 'TVS', model: 'Apache RTR 160 4V', year: 2021 };

/** Waits until the service worker controls the page: what one visit leaves for the next, offline. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The page the worker was installed from is not controlled yet; the next one is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Everything the browser keeps for this shop outside its HTTP cache: the caches and the app's storage. */
function keptData(page: Page) {
  return page.evaluate(async () => {
    const cached: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        cached.push({ url: request.url, body: /text|json|javascript/.test(type) ? await response!.text() : '' });
      }
    }
    return { cached, storage: { ...localStorage } };
  });
}

test('offline after one visit: the garage and the parts last viewed, the offline page everywhere, nothing left after sign-out', async ({
  page,
  context,
  baseURL,
  catalogue,
}) => {
  // A whole visit, offline twice, a sign-out and a look through every cache: longer than most tests.
  test.slow();
  const customer = await signInAsNewCustomer(page, baseURL!, 'rider');
  const [first, second] = catalogue;
  await page.goto('/');
  await garage(page).pick(APACHE);
  await expect(garage(page).currentBike).toHaveText(`Your bike: ${bikeLabel(APACHE)}`);
  for (const part of [first!, second!]) {
    await page.goto(`/parts/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    // Kept once the page knows who is signed in: a rider reads a part for longer than that takes.
    await expect.poll(async () => JSON.stringify((await keptData(page)).storage)).toContain(part.name);
  }
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/allproducts');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const myGarage = page.getByRole('region', { name: 'My Garage' });
  await expect(myGarage.getByRole('listitem')).toHaveText([`${bikeLabel(APACHE)}current bike`]);
  const viewed = page.getByRole('region', { name: 'Parts you viewed' }).getByRole('listitem');
  // The latest first, each with the price the rider saw, marked so.
  await expect(viewed).toHaveCount(2);
  await expect(viewed.nth(0)).toContainText(second!.name);
  await expect(viewed.nth(0)).toContainText(`Price when you last saw it: ${taka(second!.price)}`);
  await expect(viewed.nth(1)).toContainText(first!.name);
  await expectNoSeriousViolations(page, 'the offline page');

  // Any other address, a private one too, is the offline page.
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await signOutFromNavigation(page);
  await expectSignedOutNavigation(page);
  const { cached, storage } = await keptData(page);
  expect(cached.length, 'the offline shell is still cached').toBeGreaterThan(0);
  expect(cached.filter(({ url }) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  for (const personal of [customer.email, customer.name, APACHE.model, first!.name, second!.name])
    expect(cached.filter(({ body }) => body.includes(personal)).map(({ url }) => url)).toEqual([]);
  expect(Object.keys(storage).filter((key) => key.startsWith('motoforge.offline'))).toEqual([]);

  // Offline again, the next person at this browser sees none of it.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(first!.name)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My Garage' })).toHaveCount(0);
});

test('a visitor who has seen nothing yet is offered to sign in, with a Try again that works', async ({
  page,
  context,
}) => {
  await page.goto('/blogs');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Sign in while you are online')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);

  // A link followed on the offline page, once the connection is back, leads to its page.
  await context.setOffline(true);
  await page.goto('/portfolio');
  await context.setOffline(false);
  await (await openNavigation(page)).getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveURL('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions and answers on web development' })).toBeVisible();
});

test('the offline page in Bangla, for a Bangla visitor', async ({ page, context }) => {
  await page.goto('/bn');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/bn/allproducts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Bangla offline page');
});

test('the manifest in each language, linked by the page’s language', async ({ page, request }) => {
  for (const [path, manifestPath, name] of [
    ['/', '/manifest.webmanifest', 'MotoForge — Motorbike Spare Parts'],
    ['/bn', '/manifest-bn.webmanifest', 'MotoForge — মোটরবাইকের স্পেয়ার পার্টস'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
    const response = await request.get(manifestPath);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(name);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});
