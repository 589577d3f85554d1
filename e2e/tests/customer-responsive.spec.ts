import { expect, test } from '../support/fixtures';
import { myOrdersRow, paymentPage, placeOrderThroughApi, signInAsNewCustomer } from '../support/orders';
import { hasHorizontalOverflow, isWholeAcross } from '../support/page-metrics';

test(
  'the purchase, My Orders and payment pages fit a 390 px phone without sideways scrolling, every button in sight',
  { tag: '@phone' },
  async ({ page, baseURL, newPart }) => {
    await signInAsNewCustomer(page, baseURL!);
    const part = await newPart();

    await page.goto(`/purchase/${part._id}`);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    expect(await hasHorizontalOverflow(page), 'the purchase page scrolls sideways').toBe(false);

    const orderId = await placeOrderThroughApi(page, part);
    await page.goto('/dashboard/order');
    const row = myOrdersRow(page, part.name);
    // Each order is a card on a phone: its buttons show without swiping the table sideways.
    for (const control of [
      row.getByRole('link', { name: 'Proceed to Pay' }),
      row.getByRole('button', { name: 'DELETE' }),
    ]) {
      await expect(control).toBeVisible();
      expect(await isWholeAcross(control), `${await control.textContent()} is cut off on My Orders`).toBe(true);
    }
    expect(await hasHorizontalOverflow(page), 'My Orders scrolls sideways').toBe(false);

    await page.goto(`/dashboard/payment/${orderId}`);
    const payment = paymentPage(page);
    await expect(payment.pay).toBeEnabled();
    await expect(payment.totalPayable).toBeVisible();
    expect(await hasHorizontalOverflow(page), 'the payment page scrolls sideways').toBe(false);
  },
);
