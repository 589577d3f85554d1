import { randomInt } from 'node:crypto';
import { request as requests, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { adminApiHeaders, signInAsAdmin, uniqueLabel } from '../support/admin';
import {
  checkoutThroughApi,
  confirmPhoneThroughApi,
  DHAKA_DELIVERY_FEE,
  fillCartThroughApi,
  fillSavarAddress,
  newMobile,
} from '../support/checkout-api';
import { expect, test, waitUntilHydrated } from '../support/fixtures';
import { bearer, orderPage, signInAsNewCustomer, toast, valueNextTo } from '../support/orders';
import { hasHorizontalOverflow } from '../support/page-metrics';
import { hostedPaymentPage, SSLCOMMERZ_ORIGIN } from '../support/sslcommerz';
import { consignmentFor } from '../support/steadfast';
import { taka } from '../support/taka';

/*
 * This spec changes what every checkout of the shop charges, so it runs in a Playwright project of
 * its own, after the desktop and phone projects, and puts the defaults back (ADR 031).
 */

const DEFAULTS = { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000 };
/** What a risky cash-on-delivery order does by default (docs/orders.md#cod-risk). */
const COD_RISK_DEFAULTS = { threshold: 50, action: 'hold' };
const INSIDE = 'Delivery fee inside Dhaka district (taka)';
const OUTSIDE = 'Delivery fee outside Dhaka district (taka)';
const COD_MAX = 'Cash-on-delivery limit (taka)';
/** The contract's shopSettingsMessages, as the page says them under their fields. */
const INSIDE_INVALID = 'The delivery fee inside Dhaka must be a whole number of taka from ৳0 to ৳5,000';
const COD_MAX_INVALID = 'The cash-on-delivery limit must be a whole number of taka from ৳1,000 to ৳999,999';
const SAVED = 'Settings saved. New checkouts use them now.';

test.describe.configure({ mode: 'serial' });

/** PUT /api/admin/settings as the demo admin, in a context of its own. */
async function putSettingsAsAdmin(baseURL: string, settings: typeof DEFAULTS & { codRisk?: object }) {
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
  // Whatever happened above, the shop charges its defaults again, and holds risky COD orders.
  await putSettingsAsAdmin(baseURL!, { ...DEFAULTS, codRisk: COD_RISK_DEFAULTS });
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
  // Opened by URL, the checkout comes rendered with its form (ADR 070): it works once hydrated.
  await riderPage.goto('/bn/checkout');
  await waitUntilHydrated(riderPage);
  const bnCheckout = riderPage.getByRole('form', { name: 'চেকআউট' });
  await bnCheckout.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা' });
  await bnCheckout.getByLabel('জেলা', { exact: true }).selectOption({ label: 'গাজীপুর' });
  await expect(bnCheckout.getByRole('region', { name: 'আপনার অর্ডার' })).toContainText('৳২১০');
  await expect(bnCheckout.getByText('ক্যাশ অন ডেলিভারি শুধু ৳১,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন')).toBeVisible();

  // Inside Dhaka, ৳995 in all: cash on delivery is allowed, and the order is charged ৳95.
  await riderPage.goto('/checkout');
  await waitUntilHydrated(riderPage);
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
    code: 'checkout.codTooLarge',
    params: { max: 1000 },
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

/**
 * A phone whose earlier COD parcel was refused at the door, set up through the API: ordered by a
 * new buyer, confirmed, shipped and refused. Its next COD order scores 65 (docs/orders.md#cod-risk).
 */
async function phoneWithRefusedParcel(buyer: Page, admin: Page, part: { _id: string; minimumOrder: number }) {
  const phone = newMobile();
  const first = await checkoutThroughApi(buyer, [part as never], 'cod', phone);
  await confirmPhoneThroughApi(buyer, admin, first.orderId, phone);
  const headers = await bearer(admin);
  for (const [path, data] of [
    ['transition', { to: 'packed' }],
    ['transition', { to: 'shipped', courier: 'Sundarban', trackingCode: 'SB-4410' }],
    ['refused', {}],
  ] as const) {
    const moved = await admin.request.post(`/api/admin/orders/${first.orderId}/${path}`, { headers, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return phone;
}

/** The Settings page's choice for risky COD orders, saved as the admin makes it. */
async function chooseCodRiskAction(page: Page, label: string | RegExp) {
  await page.goto('/dashboard/settings');
  const group = page.getByRole('radiogroup', { name: 'At or above the threshold' });
  await group.getByRole('radio', { name: label }).check();
  await page
    .getByRole('form', { name: 'Delivery, cash on delivery and VAT' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(toast(page, SAVED)).toBeVisible();
}

test('a risky COD order pays its delivery fee online before it is confirmed, and the courier collects the rest', async ({
  page,
  browser,
  baseURL,
  newPart,
}, testInfo) => {
  test.slow();
  const part = await newPart({ name: uniqueLabel('E2E Brake Lever'), price: 560 });
  const other = await newPart({ name: uniqueLabel('E2E Mirror Set'), price: 340 });
  const subtotal = part.price * part.minimumOrder;

  // The admin asks risky COD orders for their delivery fee online, on the Settings page.
  await signInAsAdmin(page, '/dashboard/settings');
  await chooseCodRiskAction(page, /Ask the buyer to pay the delivery fee online/);
  await expectNoSeriousViolations(page, 'the settings with the advance chosen');
  await page.screenshot({ path: testInfo.outputPath('settings-advance.png'), fullPage: true });

  const rider = await browser.newContext({ baseURL });
  const buyer = await rider.newPage();
  try {
    await signInAsNewCustomer(buyer, baseURL!, 'advance');
    const phone = await phoneWithRefusedParcel(buyer, page, part);

    // The same phone checks out by cash on delivery: off to SSLCommerz for the delivery fee only.
    await fillCartThroughApi(buyer, [part]);
    await buyer.goto('/checkout');
    await waitUntilHydrated(buyer);
    const form = buyer.getByRole('form', { name: 'Checkout' });
    await fillSavarAddress(form, 'House 5, Road 9', phone);
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    await buyer.waitForURL((url) => url.origin === SSLCOMMERZ_ORIGIN);
    const gateway = hostedPaymentPage(buyer);
    await expect(gateway.amount).toHaveText(`Amount to pay: BDT ${DHAKA_DELIVERY_FEE}.00`);

    // The buyer turns back once: the order waits, its advance due, with a button to pay it.
    await gateway.cancel.click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/dashboard/order/') && url.search === '?online=cancel');
    const orderId = new URL(buyer.url()).pathname.split('/').at(-1)!;
    const order = orderPage(buyer);
    await expect(order.state).toHaveText('Placed');
    const due = buyer.getByRole('region', { name: 'Pay the delivery fee to confirm this order' });
    await expect(due.getByRole('alert')).toHaveText('The payment did not go through: the delivery fee is still due.');
    await expect(valueNextTo(due, 'Then, in cash at the door')).toHaveText(taka(subtotal));
    await expectNoSeriousViolations(buyer, 'an order with its delivery fee due');
    expect(await hasHorizontalOverflow(buyer)).toBe(false);
    await buyer.screenshot({ path: testInfo.outputPath('advance-due.png'), fullPage: true });
    await buyer.setViewportSize({ width: 390, height: 844 });
    expect(await hasHorizontalOverflow(buyer)).toBe(false);
    await buyer.screenshot({ path: testInfo.outputPath('advance-due-390.png'), fullPage: true });
    await buyer.goto(`/bn/dashboard/order/${orderId}`);
    await expect(buyer.getByRole('region', { name: 'এই অর্ডার নিশ্চিত করতে ডেলিভারি চার্জ পরিশোধ করুন' })).toBeVisible();
    await buyer.screenshot({ path: testInfo.outputPath('advance-due-390-bn.png'), fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 800 });
    await buyer.goto(`/dashboard/order/${orderId}`);

    // Paid on the hosted page: back on the order, confirmed, with the rest as cash at the door.
    await due.getByRole('button', { name: `Pay the delivery fee (${taka(DHAKA_DELIVERY_FEE)})` }).click();
    await buyer.waitForURL((url) => url.origin === SSLCOMMERZ_ORIGIN);
    await expect(gateway.amount).toHaveText(`Amount to pay: BDT ${DHAKA_DELIVERY_FEE}.00`);
    await gateway.pay.click();
    await buyer.waitForURL((url) => url.pathname === `/dashboard/order/${orderId}` && url.search === '?online=paid');
    await expect(order.state).toHaveText('Confirmed');
    const paid = buyer.getByRole('region', { name: 'Delivery fee paid in advance' });
    await expect(valueNextTo(paid, 'Delivery fee paid online')).toHaveText(taka(DHAKA_DELIVERY_FEE));
    await expect(valueNextTo(paid, 'Cash due at the door')).toHaveText(taka(subtotal));
    await expect(order.entries.last()).toContainText('Delivery fee paid online in advance');
    await expectNoSeriousViolations(buyer, 'an order with its delivery fee paid');
    await buyer.screenshot({ path: testInfo.outputPath('advance-paid.png'), fullPage: true });
    await buyer.goto(`/bn/dashboard/order/${orderId}`);
    await expect(buyer.getByRole('region', { name: 'ডেলিভারি চার্জ আগাম পরিশোধ হয়েছে' })).toBeVisible();
    await buyer.screenshot({ path: testInfo.outputPath('advance-paid-bn.png'), fullPage: true });
    await buyer.setViewportSize({ width: 390, height: 844 });
    expect(await hasHorizontalOverflow(buyer)).toBe(false);
    await buyer.screenshot({ path: testInfo.outputPath('advance-paid-390-bn.png'), fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 800 });

    // The admin packs it and ships it with Steadfast, which is asked to collect the rest only.
    await page.goto(`/dashboard/order/${orderId}`);
    const admin = orderPage(page);
    await expect(
      valueNextTo(page.getByRole('region', { name: 'Delivery fee paid in advance' }), 'Cash due at the door'),
    ).toHaveText(taka(subtotal));
    await admin.shopActions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(admin.state).toHaveText('Packed');
    await expect(admin.shopActions.getByRole('radio', { name: /^Steadfast/ })).toBeChecked();
    await admin.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(admin.state).toHaveText('Shipped');
    expect(await consignmentFor(page.request, orderId)).toMatchObject({ codAmount: subtotal });
    await admin.shopActions.getByRole('button', { name: 'Cash collected' }).click();
    const asked = page.getByRole('dialog', { name: 'Cash collected?' });
    await expect(asked).toContainText(`Mark ${taka(subtotal)} as collected`);
    await asked.getByRole('button', { name: 'Yes, collected' }).click();
    await expect(admin.state).toHaveText('Delivered');

    // All of it online instead: cash on delivery is refused for the same phone, and SSLCommerz
    // takes the whole total.
    await chooseCodRiskAction(page, 'Ask the buyer to pay online instead');
    await fillCartThroughApi(buyer, [other]);
    await buyer.goto('/checkout');
    await waitUntilHydrated(buyer);
    await fillSavarAddress(form, 'House 5, Road 9', phone);
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Cash on delivery is not available for this order: please pay online with SSLCommerz or a card',
    );
    await expect(form.getByLabel('Street address')).toHaveValue('House 5, Road 9');
    await form.getByRole('radio', { name: 'Pay online (SSLCommerz)' }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    await buyer.waitForURL((url) => url.origin === SSLCOMMERZ_ORIGIN);
    const whole = other.price * other.minimumOrder + DHAKA_DELIVERY_FEE;
    await expect(gateway.amount).toHaveText(`Amount to pay: BDT ${whole.toLocaleString('en-US')}.00`);
    await gateway.pay.click();
    await buyer.waitForURL((url) => url.pathname.startsWith('/dashboard/payment/') && url.search === '?online=paid');
    await expect(buyer.getByRole('heading', { name: 'Congratulations!!!' })).toBeVisible();
  } finally {
    await rider.close();
  }

  // The default again, from the form.
  await chooseCodRiskAction(page, 'Hold the order for my check before packing');
});
