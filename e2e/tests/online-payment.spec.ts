import type { Page } from '@playwright/test';
import { checkoutThroughApi, DHAKA_DELIVERY_FEE, fillCartThroughApi, fillSavarAddress } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { expectPaidRow, myOrdersRow, readOrder, signInAsNewCustomer, valueNextTo } from '../support/orders';
import { bankTransactionOf, hostedPaymentPage, SSLCOMMERZ_ORIGIN } from '../support/sslcommerz';
import { taka } from '../support/taka';

// Paying online through SSLCommerz (docs/product.md#paying-online, issue 23), in the browser, against the fake
// gateway the run starts (tools/fake-sslcommerz): its hosted page, its IPN and its validation API.

/** The payment page of an order paid online. */
function onlinePaymentPage(page: Page) {
  const main = page.getByRole('main');
  return {
    parts: main.getByRole('list', { name: 'Parts in this order' }),
    deliveryFee: valueNextTo(main, 'Delivery fee'),
    totalPayable: valueNextTo(main, 'Total Payable'),
    payOnline: main.getByRole('button', { name: 'Pay online (SSLCommerz)' }),
    congratulations: main.getByRole('heading', { name: 'Congratulations!!!' }),
    transactionId: valueNextTo(main, 'Transaction id'),
  };
}

/** Waits until the browser is on SSLCommerz's hosted page. */
async function expectOnHostedPage(page: Page) {
  await page.waitForURL((url) => url.origin === SSLCOMMERZ_ORIGIN && url.pathname.startsWith('/EasyCheckOut/'));
}

test('a rider checks out two parts to pay online, pays on SSLCommerz’s page and comes back to Congratulations!!! with the bank’s transaction id', async ({
  page,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const [chain, filter] = [await newPart({ price: 1850, minimumOrder: 1 }), await newPart({ price: 320 })];
  const total = chain.price * chain.minimumOrder + filter.price * filter.minimumOrder + DHAKA_DELIVERY_FEE;
  // The cart as Add to cart leaves it (the cart's own page is checkout.spec.ts's).
  await fillCartThroughApi(page, [chain, filter]);

  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await fillSavarAddress(form, 'House 12, Road 3');
  await form.getByRole('radio', { name: 'Pay online (SSLCommerz)' }).check();
  await expect(form.getByRole('region', { name: 'Your order' })).toContainText(taka(total));
  await form.getByRole('button', { name: 'Place order' }).click();

  // The checkout sends the rider to the hosted page, for the order's total.
  await expectOnHostedPage(page);
  const gateway = hostedPaymentPage(page);
  await expect(gateway.amount).toHaveText(`Amount to pay: BDT ${total.toLocaleString('en-US')}.00`);
  const tranId = await gateway.tranId();
  await gateway.pay.click();

  // Back on the shop's payment page, once the payment is validated with the gateway.
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/payment/') && url.search === '?online=paid');
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  const payment = onlinePaymentPage(page);
  await expect(payment.congratulations).toBeVisible();
  const tnxId = await bankTransactionOf(page.request, tranId);
  await expect(payment.transactionId).toHaveText(tnxId);
  expect(await readOrder(page, orderId)).toMatchObject({ paid: true, tnxId });

  // One payment pays the whole order: one row in My Orders, with both of its parts, paid.
  await page.getByRole('main').getByRole('link', { name: 'My Orders', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/order');
  const row = myOrdersRow(page, chain.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader').getByText(filter.name, { exact: true })).toBeVisible();
  await expect(row.getByText(taka(total))).toHaveCount(1);
  await expectPaidRow(row, tnxId);
});

test('a rider who cancels on SSLCommerz’s page comes back to an unpaid order, and pays it with Pay online', async ({
  page,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 780 });
  const placed = await checkoutThroughApi(page, [part], 'sslcommerz');
  const total = part.price * part.minimumOrder + DHAKA_DELIVERY_FEE;

  // The payment page of the order (My Orders' Proceed to Pay leads here too).
  await page.goto(`/dashboard/payment/${placed.orderId}`);
  const payment = onlinePaymentPage(page);
  await expect(payment.parts.getByRole('listitem')).toHaveText([
    `${part.name} × ${part.minimumOrder}${taka(part.price * part.minimumOrder)}`,
  ]);
  await expect(payment.deliveryFee).toHaveText(taka(DHAKA_DELIVERY_FEE));
  await expect(payment.totalPayable).toHaveText(taka(total));
  await payment.payOnline.click();
  await expectOnHostedPage(page);
  await hostedPaymentPage(page).cancel.click();

  await expect(page).toHaveURL(`/dashboard/payment/${placed.orderId}?online=cancel`);
  const cancelled = page.getByRole('alert').filter({ hasText: 'You cancelled the payment' });
  await expect(cancelled).toContainText('Your order is kept and its parts are held for you');
  expect(await readOrder(page, placed.orderId)).toMatchObject({ paid: false, tnxId: null });

  // The button to try again opens a new session; this time the rider pays.
  await payment.payOnline.click();
  await expectOnHostedPage(page);
  const gateway = hostedPaymentPage(page);
  const tranId = await gateway.tranId();
  await gateway.pay.click();
  await expect(page).toHaveURL(`/dashboard/payment/${placed.orderId}?online=paid`);
  await expect(payment.congratulations).toBeVisible();
  await expect(payment.transactionId).toHaveText(await bankTransactionOf(page.request, tranId));
});
