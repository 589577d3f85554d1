import { expect, test, type PartsPage, type Review } from '../support/fixtures';
import { serverRenderedData } from '../support/navigation';
import { taka } from '../support/taka';

// The public pages come rendered from the server (ADR 003), then the browser takes them over.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('All Products lists its first page of parts with their prices and Buy Now links', async ({ page }) => {
    await page.goto('/allproducts');
    // Other tests add and remove parts: compare with the page of the catalogue it was rendered with.
    const { items } = await serverRenderedData<PartsPage>(page, ['parts', 'page']);
    expect(items.length, 'a full first page').toBe(24);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(items.map((part) => part.name));
    await expect(cards.first()).toContainText(taka(items[0]!.price));
    await expect(cards.getByRole('link', { name: /^Buy Now/ })).toHaveCount(items.length);
    await expect(
      page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('href', '/allproducts?page=2');
    await expect(page).toHaveTitle('All Products — MotoForge');
  });

  test('home shows the welcome, the parts and the reviews', async ({ page }) => {
    await page.goto('/');
    const { items } = await serverRenderedData<PartsPage>(page, ['parts', 'page']);
    const reviews = await serverRenderedData<Review[]>(page, ['reviews']);
    await expect(page.getByRole('heading', { name: 'Welcome to MotoForge' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Motorbike Spare Parts' }).getByRole('article').first(),
    ).toContainText(items[1]!.name);
    await expect(page.getByRole('region', { name: 'What our customer says?' }).getByRole('article')).toHaveCount(
      reviews.length,
    );
  });

  test('Login and Sign Up show their forms', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByLabel('Name')).toBeVisible();
  });
});

test('the browser takes the server-rendered page over without rebuilding it or any error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Playwright's own word for the service worker it blocks (playwright.config.ts), not the shop's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The <main> the server sent, remembered before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });

  for (const path of ['/', '/allproducts', '/blogs', '/portfolio', '/login', '/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const isSameMain = await page.evaluate(() => {
      const { serverMain } = window as unknown as { serverMain: Element | null };
      return serverMain !== null && serverMain === document.querySelector('main');
    });
    expect(isSameMain, `${path}: the server's <main> was replaced`).toBe(true);
  }
  expect(problems).toEqual([]);

  // …and it works as the SPA from there.
  await page.goto('/allproducts');
  await page
    .getByRole('link', { name: /^Buy Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('what a visitor types before the page has started is still there once it has', async ({ page, baseURL }) => {
  // Hold the app back (boot.js starts it) while the visitor fills in the server-rendered forms.
  let startApp = () => {};
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await appMayStart;
    await route.continue();
  });
  const hydrated = page.locator('html[data-hydrated]');
  // The page's own goto waits for hydration, and the DOMContentLoaded event for boot.js; the frame's
  // goto, until the first bytes, does neither.
  await page.mainFrame().goto(`${baseURL}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early.rider@example.com');
  await page.getByLabel('Password').fill('typed-too-soon');
  await expect(hydrated).toHaveCount(0);

  startApp();
  await hydrated.waitFor({ state: 'attached' });
  await expect(page.getByLabel('Email')).toHaveValue('early.rider@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('typed-too-soon');
});

test('a returning visitor gets every script, style and picture of home from the cache, unchecked', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the suite's fixtures intercept some requests, and Chromium keeps no HTTP
  // cache for a page whose requests are intercepted. Without the service worker, as every context
  // of the suite but installable.spec.ts's (the config's `serviceWorkers` does not reach it).
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scrollToTheEnd = () =>
    page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  await page.goto('/');
  await scrollToTheEnd();
  await page.waitForLoadState('networkidle');
  await page.goto('/blogs');
  await page.waitForLoadState('networkidle');

  // Chromium's own account of where each answer came from: the server, or its cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const files = new Map<string, string>();
  const fromServer: string[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const { pathname } = new URL(response.url);
    if (/^\/(assets|images)\//.test(pathname)) files.set(requestId, `${response.status} ${pathname}`);
  });
  // Bytes that came over the wire: none for an answer from the cache, some for a 200 or a 304.
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = files.get(requestId);
    if (file && encodedDataLength > 0) fromServer.push(`${file} (${encodedDataLength} bytes)`);
  });
  await page.goto('/');
  await scrollToTheEnd();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'What our customer says?' }).getByRole('img').first()).toBeVisible();
  expect(fromServer, 'files fetched or checked again (304) on the second visit').toEqual([]);
  await context.close();
});
