import type { Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { expectNoSeriousViolations } from '../support/accessibility';
import { newCustomer, signUpThroughApi } from '../support/accounts';
import { addProductForm, removePartNamed, signInAsAdmin, uniqueLabel } from '../support/admin';
import { makePng } from '../support/png';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/orders';

// The shop in Bangla (issue 22, docs/product.md#bangla): every public page has its twin under /bn, reached
// and left by the switch in the navigation bar, at desktop and phone widths.

const PUBLIC_PATHS = ['/', '/allproducts', '/allproducts?q=brake&page=1', '/blogs', '/portfolio', '/login', '/signup'];
const banglaOf = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Signs in on the Bangla login page, as a rider types it; the form, to read its answer. */
async function signInInBangla(page: Page, email: string, password: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/bn/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/bn/login');
  const login = page.getByRole('form', { name: 'লগইন' });
  await login.getByLabel('ইমেইল', { exact: true }).fill(email);
  await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'লগইন', exact: true }).click();
  return login;
}

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

/** A word no other part has, in Bengali letters: what a Bangla search of this test's own finds. */
const BENGALI_LETTERS = 'কখগঘচছজঝটঠডঢতথদধনপফবভমরলশসহ';
const banglaWord = () => Array.from({ length: 6 }, () => BENGALI_LETTERS[randomInt(BENGALI_LETTERS.length)]).join('');

test.describe('a part with its name in Bangla', () => {
  const product = { name: uniqueLabel('E2E Brake Lever'), word: banglaWord() };
  const nameBn = `ব্রেক লিভার ${product.word}`;
  const descriptionBn = 'বৃষ্টিতেও হাত পিছলায় না এমন খাঁজকাটা লিভার।';

  test.afterEach(async ({ request, baseURL }) => {
    await removePartNamed(request, baseURL!, product.name);
  });

  test('an admin writes it on Add Product; Bangla pages show it and a Bangla search finds it, English pages never', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard/addproduct');
    const form = addProductForm(page);
    await form.name.fill(product.name);
    await form.form.getByLabel('Name in Bangla', { exact: true }).fill(nameBn);
    await form.description.fill('Grooved brake lever that keeps its grip in the rain.');
    await form.form.getByLabel('Description in Bangla', { exact: true }).fill(descriptionBn);
    await form.minimumOrder.fill('2');
    await form.availableQuantity.fill('40');
    await form.price.fill('650');
    await form.photo.setInputFiles({ name: 'lever.png', mimeType: 'image/png', buffer: makePng(400, 300) });
    await form.submit.click();
    await expect(toast(page, 'Product added successfully')).toBeVisible();

    // A Bangla search, typed as a rider still typing it: the last word's first letters.
    await page.goto('/bn/allproducts');
    const search = page.getByRole('main').getByRole('search', { name: 'ক্যাটালগে খুঁজুন' });
    await search.getByRole('searchbox', { name: 'পার্টস খুঁজুন' }).fill(`লিভার ${product.word.slice(0, 4)}`);
    await search.getByRole('searchbox', { name: 'পার্টস খুঁজুন' }).press('Enter');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: product.word });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: nameBn, exact: true })).toBeVisible();
    await expect(card).toContainText(descriptionBn);
    await expect(card).toContainText('৳৬৫০');
    await expect(card).not.toContainText(product.name);

    await card.getByRole('link', { name: nameBn, exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/parts\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: nameBn })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(descriptionBn);
    expect(await page.title()).toContain(`${nameBn} (MF-`);
    const partPath = new URL(page.url()).pathname.replace(/^\/bn/, '');

    // English pages: the English name and description, nothing of the Bangla.
    await page.goto(partPath);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(product.word);
    await page.goto(`/allproducts?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('main').getByRole('heading', { name: product.name, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(product.word);
  });
});

test(
  'a rider signs in, buys a part and finds the order in My Orders, all in Bangla, on a phone',
  { tag: '@phone' },
  async ({ page, baseURL, newPart }) => {
    const customer = newCustomer('bangla');
    await signUpThroughApi(page.request, baseURL!, customer);
    const part = await newPart({ price: 1250, minimumOrder: 2, availableQuantity: 40 });

    await signInInBangla(page, customer.email, customer.password, `/parts/${part._id}`);

    // Back to the part's page, still in Bangla: the price in Bengali digits.
    await expect.poll(() => pathOf(page.url())).toBe(`/bn/parts/${part._id}`);
    await expect(page.getByRole('main')).toContainText('৳১,২৫০');
    await page.getByRole('main').getByRole('link', { name: 'এখনই কিনুন' }).first().click();

    await expect.poll(() => pathOf(page.url())).toBe(`/bn/purchase/${part._id}`);
    const form = page.getByRole('form', { name: 'অর্ডার দিন' });
    await expect(form.getByLabel('পরিমাণ', { exact: true })).toHaveValue('2');
    await expect(form).toContainText('৳২,৫০০');
    await form.getByLabel('ফোন', { exact: true }).fill('01712345678');
    await form.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'ঢাকা' });
    await form.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঢাকা' });
    await form.getByLabel('উপজেলা বা থানা', { exact: true }).selectOption({ label: 'ধানমন্ডি' });
    await form.getByLabel('ঠিকানা', { exact: true }).fill('House 4, Road 2, Dhanmondi, Dhaka');
    await form.getByRole('radio', { name: 'কার্ড', exact: true }).check();
    await form.getByRole('button', { name: 'অর্ডার করুন' }).click();

    await expect(toast(page, 'আপনার অর্ডার দেওয়া হয়েছে')).toBeVisible();
    await expect.poll(() => pathOf(page.url())).toBe('/bn/dashboard/order');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('main')).toContainText(part.name);
    await expect(page.getByRole('main').getByRole('link', { name: 'পেমেন্ট করুন' })).toBeVisible();
    await expectNoSeriousViolations(page, 'My Orders in Bangla, with an order');
  },
);

test('a wrong password on the Bangla login page is refused in Bangla', async ({ page, baseURL }) => {
  const customer = newCustomer('bangla-wrong');
  await signUpThroughApi(page.request, baseURL!, customer);

  const login = await signInInBangla(page, customer.email, `${customer.password}-not`);

  // better-auth answers in English; the page says it in Bangla, by better-auth's code.
  await expect(login.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
  await expect.poll(() => pathOf(page.url())).toBe('/bn/login');
});

test('a quantity and a phone number typed in Bengali digits are taken', async ({ page, baseURL, newPart }) => {
  const customer = newCustomer('bangla-digits');
  await signUpThroughApi(page.request, baseURL!, customer);
  const part = await newPart({ price: 1250, minimumOrder: 2, availableQuantity: 40 });

  await signInInBangla(page, customer.email, customer.password, `/purchase/${part._id}`);
  await expect.poll(() => pathOf(page.url())).toBe(`/bn/purchase/${part._id}`);

  const form = page.getByRole('form', { name: 'অর্ডার দিন' });
  const quantity = form.getByLabel('পরিমাণ', { exact: true });
  await quantity.fill('৪১');
  await expect(form).toContainText('পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে');
  await expect(form.getByRole('button', { name: 'অর্ডার করুন' })).toBeDisabled();
  await quantity.fill('১২');
  await expect(form).toContainText('৳১৫,০০০');
  await form.getByLabel('ফোন', { exact: true }).fill('০১৭১২৩৪৫৬৭৮');
  await form.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'ঢাকা' });
  await form.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঢাকা' });
  await form.getByLabel('উপজেলা বা থানা', { exact: true }).selectOption({ label: 'সাভার' });
  await form.getByLabel('ঠিকানা', { exact: true }).fill('বাসা ৪, রোড ২, ধানমন্ডি');
  // Inside Dhaka district: ৳৭০ on top of the parts.
  await expect(form).toContainText('৳১৫,০৭০');
  // The card: paid from My Orders, as the spec's purchase page does.
  await form.getByRole('radio', { name: 'কার্ড', exact: true }).check();
  await form.getByRole('button', { name: 'অর্ডার করুন' }).click();

  await expect(toast(page, 'আপনার অর্ডার দেওয়া হয়েছে')).toBeVisible();
  await expect.poll(() => pathOf(page.url())).toBe('/bn/dashboard/order');
  const row = page.getByRole('row').filter({ hasText: part.name });
  await expect(row).toContainText('১২');
});
