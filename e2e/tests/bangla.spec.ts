import { expectNoSeriousViolations } from '../support/accessibility';
import { newCustomer, signUpThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/orders';

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

test(
  'a rider signs in, buys a part and finds the order in My Orders, all in Bangla, on a phone',
  { tag: '@phone' },
  async ({ page, baseURL, newPart }) => {
    const customer = newCustomer('bangla');
    await signUpThroughApi(page.request, baseURL!, customer);
    const part = await newPart({ price: 1250, minimumOrder: 2, availableQuantity: 40 });

    await page.goto(`/bn/login?redirectTo=${encodeURIComponent(`/parts/${part._id}`)}`);
    const login = page.getByRole('form', { name: 'লগইন' });
    await login.getByLabel('ইমেইল', { exact: true }).fill(customer.email);
    await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();

    // Back to the part's page, still in Bangla: the price in Bengali digits.
    await expect.poll(() => pathOf(page.url())).toBe(`/bn/parts/${part._id}`);
    await expect(page.getByRole('main')).toContainText('৳১,২৫০');
    await page.getByRole('main').getByRole('link', { name: 'এখনই কিনুন' }).first().click();

    await expect.poll(() => pathOf(page.url())).toBe(`/bn/purchase/${part._id}`);
    const form = page.getByRole('form', { name: 'অর্ডার দিন' });
    await expect(form.getByLabel('পরিমাণ', { exact: true })).toHaveValue('2');
    await expect(form).toContainText('৳২,৫০০');
    await form.getByLabel('ফোন', { exact: true }).fill('01712345678');
    await form.getByLabel('ঠিকানা', { exact: true }).fill('House 4, Road 2, Dhanmondi, Dhaka');
    await form.getByRole('button', { name: 'অর্ডার করুন' }).click();

    await expect(toast(page, 'আপনার অর্ডার দেওয়া হয়েছে')).toBeVisible();
    await expect.poll(() => pathOf(page.url())).toBe('/bn/dashboard/order');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('main')).toContainText(part.name);
    await expect(page.getByRole('main').getByRole('link', { name: 'পেমেন্ট করুন' })).toBeVisible();
    await expectNoSeriousViolations(page, 'My Orders in Bangla, with an order');
  },
);
