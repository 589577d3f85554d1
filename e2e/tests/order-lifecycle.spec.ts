import { payThroughApi, type ApiCustomer } from '../support/admin';
import { checkoutThroughApi, confirmPhoneThroughApi, newMobile, packedCodOrder } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { adminOn, bearer, orderPage, signInAsNewCustomer, valueNextTo } from '../support/orders';
import { hasHorizontalOverflow } from '../support/page-metrics';
import { consignmentFor, moveConsignment } from '../support/steadfast';

// An order's life after checkout (docs/product.md#orders, issue 24): its page with the timeline, the buyer's
// cancel, and the admin's pack, ship (a typed courier, or Steadfast through the run's fake, followed
// to delivered), cash collected and cancel with its refund. Every test runs at desktop and phone
// widths (the config's two projects); Steadfast down has a spec and a project of its own.

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
    await confirmPhoneThroughApi(page, admin, placed.orderId, phone);
    await admin.reload();
    const order = orderPage(admin);
    await expect(order.state).toHaveText('Confirmed');
    await order.shopActions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(order.state).toHaveText('Packed');

    // This shop has Steadfast, offered first; a courier typed by hand needs its tracking code.
    await order.shopActions.getByRole('radio', { name: 'Another courier' }).check();
    await order.shopActions.getByLabel('Courier’s name').fill('Sundarban');
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.shopActions.getByText('Enter the tracking code')).toBeVisible();
    await order.shopActions.getByLabel('Tracking code').fill('PTH-40931');
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.state).toHaveText('Shipped');
    // Shipped: too late to cancel.
    await expect(order.cancel).toHaveCount(0);

    await order.shopActions.getByRole('button', { name: 'Cash collected' }).click();
    // Asked once more, with the amount the rider hands over and the order's number.
    const asked = admin.getByRole('dialog', { name: 'Cash collected?' });
    await expect(asked).toContainText(/Mark ৳[\d,]+ as collected for MF-[0-9A-Z]{6}\?/);
    await asked.getByRole('button', { name: 'Yes, collected' }).click();
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
    await expect(page.getByRole('main')).toContainText('Sundarban');
    await expect(page.getByRole('main')).toContainText('PTH-40931');
    await expect(page.getByRole('main')).toContainText('Cash on delivery · Paid');
    await expect(mine.shopActions).toHaveCount(0);
  } finally {
    await close();
  }
});

test('the admin ships a COD order with Steadfast, and the shop marks it delivered when Steadfast does', async ({
  page,
  browser,
  baseURL,
  newPart,
}, testInfo) => {
  // A customer, an admin and Steadfast's webhook in one walk: 31–34 s on CI, over the default 30 s.
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 640 });
  const { placed, admin, order, close } = await packedCodOrder(page, browser, baseURL!, part);
  try {
    // Steadfast is offered first, and makes the parcel and its code itself: nothing to type.
    await expect(order.shopActions.getByRole('radio', { name: /^Steadfast/ })).toBeChecked();
    await expect(order.shopActions.getByLabel('Tracking code')).toHaveCount(0);
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.state).toHaveText('Shipped');

    // Steadfast got a parcel for this order that collects the whole total at the door.
    const consignment = await consignmentFor(admin.request, placed.orderId);
    expect(consignment).toMatchObject({ codAmount: placed.total, status: 'in_review' });
    const { consignmentId, trackingCode } = consignment!;
    const adminMain = admin.getByRole('main');
    await expect(valueNextTo(adminMain, 'Courier')).toHaveText('Steadfast');
    await expect(valueNextTo(adminMain, 'Tracking code')).toContainText(trackingCode);
    await expect(order.entries.last()).toContainText('Shipped by the shop');
    await expect(order.shopActions.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
    expect(await hasHorizontalOverflow(admin)).toBe(false);
    await admin.screenshot({ path: testInfo.outputPath('shipped-with-steadfast.png'), fullPage: true });

    await page.goto(`/dashboard/order/${placed.orderId}`);
    const mine = orderPage(page);
    const main = page.getByRole('main');
    await expect(mine.state).toHaveText('Shipped');
    await expect(valueNextTo(main, 'Courier')).toHaveText('Steadfast');
    await expect(valueNextTo(main, 'Tracking code')).toContainText(trackingCode);
    await expect(main.getByRole('link', { name: /^Track the parcel/ })).toHaveAttribute(
      'href',
      `https://steadfast.com.bd/t/${trackingCode}`,
    );

    // Its rider delivers it; the shop's job, looking every 2 s in this run (every 30 minutes in a
    // live shop), reads that from Steadfast and moves the order on by itself.
    await moveConsignment(page.request, consignmentId, 'delivered');
    await expect(async () => {
      await page.reload();
      await expect(mine.state).toHaveText('Delivered', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(mine.entries.last()).toContainText('Delivered automatically');
    await expect(mine.entries.last()).toContainText('Steadfast: delivered');
    // The rider took the cash.
    await expect(main).toContainText('Cash on delivery · Paid');
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
