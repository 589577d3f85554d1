import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { checkoutThroughApi, DHAKA_DELIVERY_FEE, maskedMobile, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { bearer, myOrdersRow, orderNumberOf, signInAsNewCustomer, valueNextTo } from '../support/orders';
import { taka } from '../support/taka';

// Cash on delivery (docs/product.md#cash-on-delivery, issue 23): the order counts once the rider types the code sent by
// SMS to its phone. This shop has no SMS gateway, so the code is what the admin reads in the outbox.

/** The COD order's confirmation page, /dashboard/order/{id}/confirm. */
function confirmPage(page: Page) {
  const form = page.getByRole('form', { name: 'Confirm your phone number' });
  return {
    code: form.getByLabel('Code from the SMS', { exact: true }),
    confirm: form.getByRole('button', { name: 'Confirm', exact: true }),
    sendNewCode: page.getByRole('button', { name: 'Send a new code' }),
    confirmed: page.getByRole('heading', { name: 'Your order is confirmed: pay the courier on delivery' }),
  };
}

/**
 * The code of the latest SMS to `phone`, as the demo admin reads it on /dashboard/outbox, in a
 * browser of their own (at the same width), searching by the number as the rider typed it.
 */
async function codeInOutbox(browser: Browser, baseURL: string, viewport: Page, phone: string): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: viewport.viewportSize() });
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin, '/dashboard/outbox');
    await admin.getByLabel('Recipient').fill(phone);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(admin).toHaveURL(`/dashboard/outbox?to=${encodeURIComponent(phone)}`);
    // Newest first: the latest code is in the first row.
    const sms = admin.getByRole('table', { name: 'Sent messages' }).getByRole('row').nth(1);
    await expect(sms.getByRole('rowheader')).toHaveText(`+880${phone.replace(/\D/g, '').slice(-10)}`);
    const text = (await sms.getByRole('cell').nth(1).textContent()) ?? '';
    const code = /Your MotoForge order code is (\d{6})\./.exec(text)?.[1];
    expect(code, `the SMS reads "${text}"`).toBeTruthy();
    return code!;
  } finally {
    await context.close();
  }
}

test('a cash-on-delivery order is confirmed with the code the admin reads in the outbox; a wrong code is refused', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 640 });
  const phone = newMobile();
  const placed = await checkoutThroughApi(page, [part], 'cod', phone);
  expect(placed.next).toEqual({ type: 'confirm-phone' });

  await page.goto(`/dashboard/order/${placed.orderId}/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  // The order's short number, to read out to the shop on the phone.
  const number = await orderNumberOf(page.request, await bearer(page), placed.orderId);
  await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^We sent a 6-digit code by SMS to/)).toHaveText(
    `We sent a 6-digit code by SMS to ${maskedMobile(phone)}.`,
  );
  const confirm = confirmPage(page);
  await expect(confirm.code).toHaveAttribute('inputmode', 'numeric');
  await expect(confirm.code).toHaveAttribute('autocomplete', 'one-time-code');

  // The checkout sent the code a moment ago: a new one must wait, and the page says how long.
  await confirm.sendNewCode.click();
  await expect(page.getByRole('alert')).toHaveText(/^A new code can be sent in \d+ seconds$/);

  const code = await codeInOutbox(browser, baseURL!, page, phone);
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await confirm.code.fill(wrongCode);
  await confirm.confirm.click();
  await expect(page.getByText('The code is not right. Check the SMS and try again.')).toBeVisible();
  await expect(confirm.code).toHaveAttribute('aria-invalid', 'true');

  await confirm.code.fill(code);
  await confirm.confirm.click();
  await expect(confirm.confirmed).toBeVisible();
  await expect(valueNextTo(page.getByRole('main'), 'To pay on delivery')).toHaveText(
    taka(part.price * part.minimumOrder + DHAKA_DELIVERY_FEE),
  );
  const answer = await page.request.get(`/api/orders/${placed.orderId}`, { headers: await bearer(page) });
  expect(await answer.json()).toMatchObject({ state: 'confirmed', phoneConfirmed: true, paid: false });

  await page.getByRole('main').getByRole('link', { name: 'My Orders', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/order');
  // Confirmed, cash on delivery: nothing to pay online and nothing to delete (it is on record now).
  const row = myOrdersRow(page, part.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByText('Cash on delivery', { exact: true })).toBeVisible();
  await expect(row.getByText('Not Generated', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Proceed to Pay' })).toHaveCount(0);
  await expect(row.getByText(/^Pay by/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'DELETE' })).toHaveCount(0);
});
