import type { Page } from '@playwright/test';
import { allOrdersCells, allOrdersRow } from '../support/admin';
import { checkoutThroughApi, confirmPhoneThroughApi, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { adminOn, bearer, myOrdersRow, orderNumberOf, signInAsNewCustomer, toast } from '../support/orders';
import { hasHorizontalOverflow, isWholeAcross } from '../support/page-metrics';
import { taka } from '../support/taka';

// My Orders and Manage All Orders, one order one truth (docs/orders.md): one row per order, one
// state per row, and only what the order's state allows. Every test runs at desktop (1280 px) and
// phone (390 px) widths, the config's two projects.

/** An API call of the page's signed-in user that must succeed. */
async function post(page: Page, path: string, data: Record<string, unknown> = {}) {
  const response = await page.request.post(path, { headers: await bearer(page), data });
  expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

test('My Orders shows one row per order, and offers to pay or delete only an unpaid order still placed', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  // Four orders in three states, an admin's session among them: more than the default 30 s on CI.
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  const chain = await newPart({ price: 1850 });
  const filter = await newPart({ price: 460 });
  const phone = newMobile();
  // A cash-on-delivery order of two parts, its phone confirmed: confirmed, paid at the door.
  const cod = await checkoutThroughApi(page, [chain, filter], 'cod', phone);
  const { admin, close } = await adminOn(browser, baseURL!, page, cod.orderId);
  try {
    await confirmPhoneThroughApi(page, admin, cod.orderId, phone);
  } finally {
    await close();
  }
  // A card order cancelled by its buyer, and one still waiting to be paid.
  const cancelledPart = await newPart();
  const cancelled = await checkoutThroughApi(page, [cancelledPart], 'card');
  await post(page, `/api/orders/${cancelled.orderId}/cancel`, { reason: 'Found it cheaper' });
  const unpaidPart = await newPart();
  const unpaid = await checkoutThroughApi(page, [unpaidPart], 'card');
  const headers = await bearer(page);
  const codNumber = await orderNumberOf(page.request, headers, cod.orderId);

  await page.goto('/dashboard/order');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('3 orders', { exact: true })).toBeVisible();

  // One row for the order of two parts, with both parts, and its total once.
  const codRow = myOrdersRow(page, chain.name);
  await expect(codRow).toHaveCount(1);
  await expect(myOrdersRow(page, filter.name)).toHaveCount(1);
  await expect(codRow.getByRole('rowheader').getByText(filter.name, { exact: true })).toBeVisible();
  await expect(codRow.getByRole('link', { name: `Order ${codNumber}` })).toHaveAttribute(
    'href',
    `/dashboard/order/${cod.orderId}`,
  );
  await expect(codRow.getByText(taka(cod.total))).toBeVisible();
  await expect(page.getByRole('main').getByText(taka(cod.total))).toHaveCount(1);
  await expect(codRow.getByRole('cell').first()).toHaveText(String(chain.minimumOrder + filter.minimumOrder));
  // Confirmed cash on delivery: nothing to pay online, nothing to delete.
  await expect(codRow.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(codRow.getByText('Cash on delivery', { exact: true })).toBeVisible();

  const cancelledRow = myOrdersRow(page, cancelledPart.name);
  await expect(cancelledRow.getByText('Cancelled', { exact: true })).toBeVisible();
  for (const row of [codRow, cancelledRow]) {
    await expect(row.getByRole('link', { name: 'Proceed to Pay' })).toHaveCount(0);
    await expect(row.getByText(/^Pay by/)).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'DELETE' })).toHaveCount(0);
    await expect(row.getByText('Not Generated', { exact: true })).toBeVisible();
  }

  // The one order still to be paid: Proceed to Pay and DELETE, every control whole on the page.
  const unpaidRow = myOrdersRow(page, unpaidPart.name);
  await expect(unpaidRow.getByText('Placed', { exact: true })).toBeVisible();
  const proceed = unpaidRow.getByRole('link', { name: 'Proceed to Pay' });
  await expect(proceed).toHaveAttribute('href', `/dashboard/payment/${unpaid.orderId}`);
  for (const control of [
    proceed,
    unpaidRow.getByRole('button', { name: 'DELETE' }),
    unpaidRow.getByRole('link', { name: /^Order MF-/ }),
    unpaidRow.getByText('Placed', { exact: true }),
  ]) {
    await expect(control).toBeVisible();
    expect(await isWholeAcross(control), `${await control.textContent()} is cut off on My Orders`).toBe(true);
  }
  expect(await hasHorizontalOverflow(page), 'My Orders scrolls sideways').toBe(false);
});

test('Manage All Orders shows one state per order, and Cash collected, asked with the amount, only for a shipped COD order', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  // An order taken from placed to delivered through two sessions: more than the default 30 s on CI.
  test.slow();
  const buyer = await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 720 });
  const phone = newMobile();
  const placed = await checkoutThroughApi(page, [part], 'cod', phone);
  const { admin, close } = await adminOn(browser, baseURL!, page, placed.orderId);
  try {
    await confirmPhoneThroughApi(page, admin, placed.orderId, phone);
    const number = await orderNumberOf(admin.request, await bearer(admin), placed.orderId);

    // Confirmed, cash on delivery: not yet for Cash collected.
    await admin.goto(`/dashboard/manageorder?q=${number}`);
    const row = allOrdersRow(admin, part.name, buyer.email);
    await expect(row).toHaveCount(1);
    const cells = allOrdersCells(row);
    await expect(cells.state).toHaveText('Confirmed');
    await expect(row.getByRole('button', { name: /^Cash collected/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Delete order/ })).toHaveCount(0);

    await post(admin, `/api/admin/orders/${placed.orderId}/transition`, { to: 'packed' });
    await post(admin, `/api/admin/orders/${placed.orderId}/transition`, {
      to: 'shipped',
      courier: 'Sundarban',
      trackingCode: 'PTH-77120',
    });
    await admin.reload();
    // Shipped and not yet paid: one state, UNPAID and NOT PAID, and Cash collected.
    await expect(cells.state).toHaveText('Shipped');
    await expect(cells.paymentStatus).toHaveText('UNPAID');
    await expect(cells.approve).toHaveText('NOT PAID');
    const collect = row.getByRole('button', { name: `Cash collected for ${number}` });
    await expect(collect).toBeVisible();
    expect(await isWholeAcross(collect), 'Cash collected is cut off on Manage All Orders').toBe(true);
    expect(await hasHorizontalOverflow(admin), 'Manage All Orders scrolls sideways').toBe(false);

    // Asked first, with the amount the rider hands over; keeping it as it is changes nothing.
    const dialog = admin.getByRole('dialog', { name: 'Cash collected?' });
    await collect.click();
    await expect(dialog).toContainText(`Mark ${taka(placed.total)} as collected for ${number}?`);
    await expect(dialog.getByRole('button', { name: 'Keep it as it is' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect(dialog).toBeHidden();
    await expect(cells.state).toHaveText('Shipped');

    await collect.click();
    await dialog.getByRole('button', { name: 'Yes, collected' }).click();
    await expect(toast(admin, `Cash collected for ${number}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Delivered and paid, its cash receipt its TnxID: one state, PAID, nothing left to do here.
    await expect(cells.state).toHaveText('Delivered');
    await expect(cells.paymentStatus.locator('span')).toHaveText(['PAID', `TnxID COD-${number}`]);
    await expect(row.getByText('NOT PAID', { exact: true })).toHaveCount(0);
    await expect(row.getByText('UNPAID', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Approve Order/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Cash collected/ })).toHaveCount(0);

    const answer = await page.request.get(`/api/orders/${placed.orderId}`, { headers: await bearer(page) });
    expect(await answer.json()).toMatchObject({ state: 'delivered', paid: true, tnxId: `COD-${number}` });
    // Collected twice is refused.
    const again = await admin.request.post(`/api/admin/orders/${placed.orderId}/cash-collected`, {
      headers: await bearer(admin),
    });
    expect(again.status()).toBe(409);
  } finally {
    await close();
  }
});
