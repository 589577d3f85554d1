import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

// The shop in Bangla (issue 22, DESIGN.md §11): every public page has its twin under /bn, reached
// and left by the switch in the navigation bar, at desktop and phone widths.

const PUBLIC_PATHS = ['/', '/allproducts', '/allproducts?q=brake&page=1', '/blogs', '/portfolio', '/login', '/signup'];
const banglaOf = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

for (const path of PUBLIC_PATHS) {
  test(`the switch takes ${path} to Bangla and back, on the same page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'বাংলা', exact: true }).click();
    await expect.poll(() => pathOf(page.url())).toBe(banglaOf(path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('navigation', { name: 'প্রধান' })).toBeVisible();

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect.poll(() => pathOf(page.url())).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('links of a Bangla page stay in Bangla, and its head names both languages', async ({ page }) => {
  await page.goto('/bn');
  const head = page.locator('head');
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expect(head.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\/bn$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'ব্লগ', exact: true }).click();
  await expect.poll(() => pathOf(page.url())).toBe('/bn/blogs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('a Bangla page loads the Bangla font; an English page does not', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-bengali')) fonts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.goto('/bn');
  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
});

for (const path of PUBLIC_PATHS) {
  test(`${banglaOf(path)} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(banglaOf(path));
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `${banglaOf(path)} in Bangla`);
  });
}
