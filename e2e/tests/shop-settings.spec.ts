import { randomInt } from 'node:crypto';
import { request as requests, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { adminApiHeaders, signInAsAdmin, uniqueLabel } from '../support/admin';
import { fillCartThroughApi, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { bearer, signInAsNewCustomer, toast } from '../support/orders';
import { taka } from '../support/taka';

/*
 * This spec changes what every checkout of the shop charges, so it runs in a Playwright project of
 * its own, after the desktop and phone projects, and puts the defaults back (ADR 031).
 */

const DEFAULTS = { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 };
const INSIDE = 'Delivery fee inside Dhaka district (taka)';
const OUTSIDE = 'Delivery fee outside Dhaka district (taka)';
const COD_MAX = 'Cash-on-delivery limit (taka)';
/** The contract's shopSettingsMessages, as the page says them under their fields. */
const INSIDE_INVALID = 'The delivery fee inside Dhaka must be a whole number of taka from ৳0 to ৳5,000';
const COD_MAX_INVALID = 'The cash-on-delivery limit must be a whole number of taka from ৳1,000 to ৳999,999';
const SAVED = 'Settings saved. New checkouts use them now.';

test.describe.configure({ mode: 'serial' });

/** PUT /api/admin/settings as the demo admin, in a context of its own. */
async function putSettingsAsAdmin(baseURL: string, settings: typeof DEFAULTS) {
  const admin = await requests.newContext({ baseURL });
  try {
    const headers = await adminApiHeaders(admin, baseURL);
    const response = await admin.put('/api/admin/settings', { data: settings, headers });
    expect(response.ok(), `PUT /api/admin/settings answered ${response.status()}`).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** The settings form's three fields, filled as the admin types them, then sent with Enter. */
async function saveSettings(page: Page, { insideDhaka, outsideDhaka, codMax }: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Delivery, cash on delivery and VAT' });
  await form.getByLabel(INSIDE).fill(insideDhaka!);
  await form.getByLabel(OUTSIDE).fill(outsideDhaka!);
  await form.getByLabel(COD_MAX).fill(codMax!);
  await form.getByLabel(COD_MAX).press('Enter');
}

test.afterAll(async ({ baseURL }) => {
  // Whatever happened above, the shop charges its defaults again.
  await putSettingsAsAdmin(baseURL!, DEFAULTS);
});

test('the admin changes the delivery fees and the COD ceiling, and an open shop charges them at once', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  // One journey through two accounts, two languages and a phone's width.
  test.slow();
  const part = await newPart({ name: uniqueLabel('E2E Fork Seal'), price: 450, minimumOrder: 2 });
  const dearer = await newPart({ name: uniqueLabel('E2E Clutch Plate'), price: 600, minimumOrder: 2 });
  const subtotal = part.price * part.minimumOrder;

  // A rider with the shop open before the change, the cart filled: the shop has read its settings.
  const rider = await browser.newContext({ baseURL });
  const riderPage = await rider.newPage();
  await signInAsNewCustomer(riderPage, baseURL!, 'settings');
  await fillCartThroughApi(riderPage, [part]);
  await riderPage.goto('/cart');
  await expect(riderPage.getByRole('region', { name: 'Order summary' })).toContainText(taka(subtotal));

  // The admin's settings page, from the dashboard's menu: the defaults.
  await signInAsAdmin(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Delivery, cash on delivery and VAT' });
  await expect(form.getByLabel(INSIDE)).toHaveValue('70');
  await expect(form.getByLabel(OUTSIDE)).toHaveValue('130');
  await expect(form.getByLabel(COD_MAX)).toHaveValue('20000');

  // Refused as typed, each field saying why, and nothing saved.
  await saveSettings(page, { insideDhaka: '70.5', outsideDhaka: '130', codMax: '500' });
  await expect(form.getByLabel(INSIDE)).toHaveAccessibleDescription(`Whole taka; 0 delivers free. ${INSIDE_INVALID}`);
  await expect(form.getByLabel(COD_MAX)).toHaveAccessibleDescription(
    `Orders whose total, delivery included, is above this must be paid online. ${COD_MAX_INVALID}`,
  );
  await expectNoSeriousViolations(page, 'the settings with two fields refused');
  const saved = await page.request.get('/api/config');
  expect(((await saved.json()) as { checkout: object }).checkout).toMatchObject(DEFAULTS);

  // Saved, by keyboard alone: ৳95 inside Dhaka, ৳210 outside, COD up to ৳1,000.
  await saveSettings(page, { insideDhaka: '95', outsideDhaka: '210', codMax: '1000' });
  await expect(toast(page, SAVED)).toBeVisible();
  await page.reload();
  await expect(form.getByLabel(INSIDE)).toHaveValue('95');
  await expect(form.getByLabel(COD_MAX)).toHaveValue('1000');

  // The rider's open shop goes on to the checkout, and sees the new fees there.
  await riderPage.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(riderPage).toHaveURL('/checkout');
  const checkout = riderPage.getByRole('form', { name: 'Checkout' });
  const summary = checkout.getByRole('region', { name: 'Your order' });
  await checkout.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await checkout.getByLabel('District', { exact: true }).selectOption({ label: 'Gazipur' });
  await expect(summary).toContainText(taka(210));
  await expect(summary).toContainText(taka(subtotal + 210));
  // ৳1,110 is over the new ceiling: cash on delivery names it, and card remains.
  await expect(checkout.getByText('Cash on delivery is for orders up to ৳1,000: please pay online')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await checkout.getByRole('radio', { name: 'Card' }).check();
  await expect(checkout.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await checkout.getByRole('radio', { name: 'Cash on delivery' }).check();

  // The same in Bangla: the fee and the ceiling in Bangla digits.
  await riderPage.goto('/bn/checkout');
  const bnCheckout = riderPage.getByRole('form', { name: 'চেকআউট' });
  await bnCheckout.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা' });
  await bnCheckout.getByLabel('জেলা', { exact: true }).selectOption({ label: 'গাজীপুর' });
  await expect(bnCheckout.getByRole('region', { name: 'আপনার অর্ডার' })).toContainText('৳২১০');
  await expect(bnCheckout.getByText('ক্যাশ অন ডেলিভারি শুধু ৳১,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন')).toBeVisible();

  // Inside Dhaka, ৳995 in all: cash on delivery is allowed, and the order is charged ৳95.
  await riderPage.goto('/checkout');
  await checkout.getByLabel('Mobile number').fill(newMobile());
  await checkout.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await checkout.getByLabel('District', { exact: true }).selectOption({ label: 'Dhaka' });
  await checkout.getByLabel('Upazila or thana').selectOption({ label: 'Savar' });
  await checkout.getByLabel('Street address').fill('House 12, Road 3, Savar');
  await expect(summary).toContainText(taka(95));
  await expect(summary).toContainText(taka(subtotal + 95));
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(riderPage).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}\/confirm$/);
  const orderId = /\/dashboard\/order\/([0-9a-f-]{36})\/confirm$/.exec(riderPage.url())?.[1];
  const order = await riderPage.request.get(`/api/orders/${orderId}`, { headers: await bearer(riderPage) });
  expect(await order.json()).toMatchObject({ subtotal, deliveryFee: 95, total: subtotal + 95 });

  // The server holds to the ceiling too, and names it, whatever a page shows.
  const tooLarge = await riderPage.request.post('/api/checkout', {
    headers: { ...(await bearer(riderPage)), 'idempotency-key': `e2e-${randomInt(10 ** 12)}` },
    data: {
      lines: [{ partId: dearer._id, quantity: dearer.minimumOrder }],
      address: {
        name: 'Rahim Uddin',
        phone: newMobile(),
        divisionId: '6',
        districtId: '47',
        upazilaId: '365',
        street: 'House 1',
      },
      paymentMethod: 'cod',
    },
  });
  expect(tooLarge.status()).toBe(400);
  expect(await tooLarge.json()).toEqual({
    success: false,
    message: 'Cash on delivery is for orders up to ৳1,000: please pay online',
  });
  await rider.close();

  // The admin's page in Bangla, and at a phone's width; then the defaults again, from the form.
  await page.goto('/bn/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'সেটিংস' })).toBeVisible();
  await expect(page.getByLabel('ঢাকা জেলার ভেতরে ডেলিভারি চার্জ (টাকা)')).toHaveValue('৯৫');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/settings');
  await expect(form.getByLabel(INSIDE)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveSettings(page, { insideDhaka: '70', outsideDhaka: '130', codMax: '20000' });
  await expect(toast(page, SAVED)).toBeVisible();
  const config = await page.request.get('/api/config');
  expect(((await config.json()) as { checkout: object }).checkout).toMatchObject(DEFAULTS);
});
