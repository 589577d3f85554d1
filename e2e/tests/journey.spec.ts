import type { Page } from '@playwright/test';
import { expectSignedInNavigation, newCustomer, signupForm } from '../support/accounts';
import { DHAKA_DELIVERY_FEE } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import {
  expectPaidRow,
  expectUnpaidRow,
  myOrdersRow,
  ORDER_PLACED,
  partFor,
  paymentPage,
  purchasePage,
  readOrder,
  readPart,
  SUCCEEDING_CARD,
  toast,
} from '../support/orders';
import { taka } from '../support/taka';

const REVIEW_ADDED = 'Review Added.';

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'What our customer says?' });

test('a newcomer signs up, orders a part, pays by card and reviews it on the home page', async ({
  page,
  request,
  catalogue,
}, testInfo) => {
  const customer = newCustomer('journey');
  const part = partFor(catalogue, testInfo, 'journey');
  // One more than the minimum, so the subtotal is visibly quantity × price and not the price alone.
  const quantity = part.minimumOrder + 1;
  const subtotal = taka(part.price * quantity);
  // Buy Now is an order of the checkout: delivered in Dhaka district (fillContact), its fee on top.
  const total = taka(part.price * quantity + DHAKA_DELIVERY_FEE);
  const stockBefore = (await readPart(request, part._id)).availableQuantity;

  // Sign up: the shop lands on the home page, signed in.
  await page.goto('/signup');
  await signupForm(page).signUp(customer);
  await expect(page).toHaveURL('/');
  await expectSignedInNavigation(page);

  // Home → Buy Now on a part.
  await page
    .getByRole('region', { name: 'Motorbike Spare Parts' })
    .getByRole('link', { name: `Buy Now: ${part.name}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/purchase/${part._id}`);

  // The purchase page: the part, the buyer, the quantity from the minimum order and its subtotal.
  const purchase = purchasePage(page);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await expect(purchase.quantity).toHaveValue(String(part.minimumOrder));
  await expect(purchase.subtotal).toHaveText(taka(part.price * part.minimumOrder));
  await expect(purchase.orderDetails).toContainText(customer.email);
  await expect(purchase.orderDetails).toContainText(customer.name);
  await purchase.quantity.fill(String(quantity));
  await expect(purchase.subtotal).toHaveText(subtotal);
  await purchase.fillContact();
  await purchase.placeOrder.click();

  // Placed: a toast, My Orders, and the row unpaid.
  await expect(toast(page, ORDER_PLACED)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/order');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = myOrdersRow(page, part.name);
  await expectUnpaidRow(row, quantity);
  expect((await readPart(request, part._id)).availableQuantity, 'the order reserved its stock').toBe(
    stockBefore - quantity,
  );

  // Proceed to Pay: the order and its Total Payable, the test-mode notice, then the 4242 card.
  await row.getByRole('link', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const payment = paymentPage(page);
  await expect(payment.totalPayable).toHaveText(total);
  // An order of the checkout: its payment page greets the buyer and says where it goes.
  await expect(page.getByRole('main')).toContainText(customer.name);
  await expect(page.getByRole('main')).toContainText('House 4, Road 2, Dhanmondi, Dhaka');
  await expect(page.getByRole('main')).toContainText(part.name);
  await expect(payment.testModeNotice).toContainText('Test mode');
  await payment.payWith(SUCCEEDING_CARD);

  await expect(payment.congratulations).toBeVisible();
  await expect(payment.transactionId).not.toBeEmpty();
  const tnxId = (await payment.transactionId.textContent())!.trim();
  const paidOrder = await readOrder(page, orderId);
  expect(paidOrder).toMatchObject({ paid: true, tnxId, productName: part.name, number: quantity });

  // My Orders: PAID with that transaction id, and Add A Review.
  await page.getByRole('main').getByRole('link', { name: 'My Orders', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/order');
  await expectPaidRow(row, tnxId);

  // Add A Review: the text and a rating.
  await row.getByRole('link', { name: 'Add A Review', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/review');
  const reviewText = `The ${part.name} fitted first time and rides smoothly (${customer.email}).`;
  await page.getByLabel('Review', { exact: true }).fill(reviewText);
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(toast(page, REVIEW_ADDED)).toBeVisible();

  // The review is on the home page, in the customer's name.
  await page.goto('/');
  const review = reviewsSection(page).getByRole('article').filter({ hasText: reviewText });
  await expect(review).toBeVisible();
  await expect(review.getByRole('heading', { name: customer.name, exact: true })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});
