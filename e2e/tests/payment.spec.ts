import { expect, test } from '../support/fixtures';
import {
  CARD_DECLINED,
  cssColour,
  DECLINED_CARD,
  expectPaidRow,
  expectUnpaidRow,
  isReddish,
  myOrdersRow,
  paymentPage,
  placeOrderThroughApi,
  readOrder,
  signInAsNewCustomer,
  SUCCEEDING_CARD,
} from '../support/orders';
import { OUTSIDE_DHAKA_DELIVERY_FEE } from '../support/checkout-api';
import { taka } from '../support/taka';

test('a declined card shows the provider’s message in a red box and the order stays unpaid; 4242 then pays it', async ({
  page,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart();
  const orderId = await placeOrderThroughApi(page, part);

  // docs/product.md#payment-page: Pay stays disabled until the client secret has arrived, so hold it back for a moment.
  let releaseIntent = () => {};
  const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
  await page.route('**/api/create-payment-intent', async (route) => {
    await intentHeld;
    await route.continue();
  });
  await page.goto(`/dashboard/payment/${orderId}`);
  const payment = paymentPage(page);
  // The part and its delivery: the purchase call's one-line address is charged the outside-Dhaka fee.
  await expect(payment.totalPayable).toHaveText(taka(part.price * part.minimumOrder + OUTSIDE_DHAKA_DELIVERY_FEE));
  await expect(payment.testModeNotice).toContainText('Test mode');
  await expect(payment.form.getByText('Preparing a secure payment…')).toBeVisible();
  await expect(payment.pay).toBeDisabled();
  releaseIntent();
  await expect(payment.pay).toBeEnabled();
  await payment.payWith(DECLINED_CARD);

  // docs/product.md#messages: the provider's words, in a red box under the form.
  await expect(payment.cardError).toHaveText(CARD_DECLINED);
  await expect(payment.cardError).toBeVisible();
  const border = await cssColour(payment.cardError, 'border-top-color');
  const text = await cssColour(payment.cardError, 'color');
  expect(isReddish(border), `the box's border rgb(${border.join(', ')}) is red`).toBe(true);
  expect(isReddish(text), `the box's text rgb(${text.join(', ')}) is red`).toBe(true);
  const errorBox = (await payment.cardError.boundingBox())!;
  const payBox = (await payment.pay.boundingBox())!;
  expect(errorBox.y, 'the box is under the Pay button').toBeGreaterThanOrEqual(payBox.y + payBox.height);
  await expect(payment.congratulations).toHaveCount(0);

  // Still unpaid, on the server and in My Orders.
  expect(await readOrder(page, orderId)).toMatchObject({ paid: false, tnxId: null });
  await page.goto('/dashboard/order');
  const row = myOrdersRow(page, part.name);
  await expectUnpaidRow(row, part.minimumOrder);

  // Another try with a good card from the same row pays the order.
  await row.getByRole('link', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${orderId}`);
  await payment.payWith(SUCCEEDING_CARD);
  await expect(payment.congratulations).toBeVisible();
  await expect(payment.cardError).toHaveCount(0);
  const tnxId = (await payment.transactionId.textContent())!.trim();
  expect(tnxId).not.toBe('');
  expect(await readOrder(page, orderId)).toMatchObject({ paid: true, tnxId });

  await page.getByRole('main').getByRole('link', { name: 'My Orders', exact: true }).click();
  await expectPaidRow(row, tnxId);
});
