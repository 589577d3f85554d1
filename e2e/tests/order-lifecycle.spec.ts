import type { Browser, Page } from '@playwright/test';
import { payThroughApi, signInAsAdmin, type ApiCustomer } from '../support/admin';
import { checkoutThroughApi, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { bearer, signInAsNewCustomer, valueNextTo } from '../support/orders';

// An order's life after checkout (DESIGN.md §10, issue 24): its page with the timeline, the buyer's
// cancel, and the admin's pack, ship, cash collected and cancel with its refund. Every test runs at
// desktop and phone widths (the config's two projects).

/** The order's page, /dashboard/order/{id}, as a person finds its parts. */
function orderPage(page: Page) {
  const timeline = page.getByRole('region', { name: 'Timeline' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Your order' }),
    state: page.getByRole('main').locator('.badge'),
    timeline,
    entries: timeline.getByRole('listitem'),
    cancel: page.getByRole('button', { name: 'Cancel order' }),
    dialog: page.getByRole('dialog', { name: 'Cancel this order?' }),
    shopActions: page.getByRole('region', { name: 'Shop actions' }),
  };
}

/** The admin in a browser of their own, at the same width, on the order's page. */
async function adminOn(browser: Browser, baseURL: string, like: Page, orderId: string) {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize() });
  const admin = await context.newPage();
  await signInAsAdmin(admin, `/dashboard/order/${orderId}`);
  return { admin, close: () => context.close() };
}

test('the buyer finds the order from My Orders, reads its timeline and cancels it with a reason', async ({
  page,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 480 });
  const placed = await checkoutThroughApi(page, [part], 'cod');

  await page.goto('/dashboard/order');
  await page.getByRole('link', { name: 'Order details' }).first().click();
  await expect(page).toHaveURL(`/dashboard/order/${placed.orderId}`);
  const order = orderPage(page);
  await expect(order.heading).toBeVisible();
  await expect(order.state).toHaveText('Placed');
  await expect(page.getByRole('list', { name: 'Parts in this order' })).toContainText(part.name);
  await expect(order.entries).toHaveCount(1);
  await expect(order.entries.first()).toContainText('Placed by the buyer');

  await order.cancel.click();
  await expect(order.dialog).toBeVisible();
  // The safe choice has the focus first.
  await expect(order.dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await order.dialog.getByLabel('Reason (optional)').fill('Bought it at the market');
  await order.dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.state).toHaveText('Cancelled');
  await expect(order.entries.last()).toContainText('Cancelled by the buyer');
  await expect(order.entries.last()).toContainText('Bought it at the market');
  await expect(order.cancel).toHaveCount(0);

  const answer = await page.request.get(`/api/orders/${placed.orderId}`, { headers: await bearer(page) });
  expect(await answer.json()).toMatchObject({ state: 'cancelled', actions: [] });
});

test('the admin packs, ships with a typed courier and collects the cash; the buyer sees the tracking code', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 720 });
  const phone = newMobile();
  const placed = await checkoutThroughApi(page, [part], 'cod', phone);
  const { admin, close } = await adminOn(browser, baseURL!, page, placed.orderId);
  try {
    // The buyer confirms the phone with the code the outbox holds.
    const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(phone)}`, {
      headers: await bearer(admin),
    });
    const code = /(\d{6})/.exec(((await outbox.json()) as { items: { text: string }[] }).items[0]!.text)![1]!;
    const verified = await page.request.post(`/api/orders/${placed.orderId}/phone-code/verify`, {
      headers: await bearer(page),
      data: { code },
    });
    expect(verified.ok()).toBe(true);

    await admin.reload();
    const order = orderPage(admin);
    await expect(order.state).toHaveText('Confirmed');
    await order.shopActions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(order.state).toHaveText('Packed');

    // This shop has Steadfast, offered first; a courier typed by hand needs its tracking code.
    await order.shopActions.getByRole('radio', { name: 'Another courier' }).check();
    await order.shopActions.getByLabel('Courier’s name').fill('Pathao');
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.shopActions.getByText('Enter the tracking code')).toBeVisible();
    await order.shopActions.getByLabel('Tracking code').fill('PTH-40931');
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.state).toHaveText('Shipped');
    // Shipped: too late to cancel.
    await expect(order.cancel).toHaveCount(0);

    await order.shopActions.getByRole('button', { name: 'Cash collected' }).click();
    await expect(order.state).toHaveText('Delivered');
    await expect(order.entries).toHaveText([
      /^Placed by the buyer/,
      /^Confirmed by the buyer/,
      /^Packed by the shop/,
      /^Shipped by the shop/,
      /^Delivered by the shop.*Cash collected$/,
    ]);

    await page.goto(`/dashboard/order/${placed.orderId}`);
    const mine = orderPage(page);
    await expect(mine.state).toHaveText('Delivered');
    await expect(page.getByRole('main')).toContainText('Pathao');
    await expect(page.getByRole('main')).toContainText('PTH-40931');
    await expect(page.getByRole('main')).toContainText('Cash on delivery · Paid');
    await expect(mine.shopActions).toHaveCount(0);
  } finally {
    await close();
  }
});

test('the admin cancels a paid card order before it ships, and its payment is refunded', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  const customer = await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 950 });
  const placed = await checkoutThroughApi(page, [part], 'card');
  const buyer = { ...customer, token: '', headers: await bearer(page) } as ApiCustomer;
  await payThroughApi(page.request, buyer, placed.orderId, part.name);

  const { admin, close } = await adminOn(browser, baseURL!, page, placed.orderId);
  try {
    const order = orderPage(admin);
    await expect(order.state).toHaveText('Confirmed');
    await order.cancel.click();
    await order.dialog.getByLabel('Reason (optional)').fill('The part failed inspection');
    await order.dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(order.state).toHaveText('Cancelled');
    await expect(order.entries.last()).toContainText('Refunded by the shop');
    await expect(valueNextTo(admin.getByRole('main'), 'Refund')).toHaveText('Refunded');
  } finally {
    await close();
  }
  await page.goto(`/dashboard/order/${placed.orderId}`);
  await expect(orderPage(page).entries.nth(-2)).toContainText('The part failed inspection');
});
