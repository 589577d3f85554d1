import { expectNoSeriousViolations } from '../support/accessibility';
import { packedCodOrder } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { orderPage, signInAsNewCustomer, valueNextTo } from '../support/orders';
import { movePathaoOrder, pathaoOrderFor } from '../support/pathao';

// Pathao beside Steadfast (docs/orders.md#couriers, issue 38): the admin chooses it with its quoted
// delivery charge, and its signed webhook, not a poll, marks the order delivered.

test('the admin ships with Pathao at its quoted charge, and Pathao’s webhook marks the order delivered', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 720 });
  const { placed, admin, order, close } = await packedCodOrder(page, browser, baseURL!, part);
  try {
    // Each courier the shop has set up, Pathao with the charge its price plan gives for Savar, Dhaka.
    const pathao = order.shopActions.getByRole('radio', { name: /^Pathao/ });
    await expect(pathao).toHaveAccessibleName(/Delivery charge ৳60/);
    await expect(order.shopActions.getByRole('radio', { name: /^Steadfast/ })).toHaveAccessibleName(
      /No price from its API/,
    );
    await expectNoSeriousViolations(admin, 'the order page’s courier choice');
    await pathao.check();
    await order.shopActions.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(order.state).toHaveText('Shipped');

    const number = (await order.heading.textContent())!.replace(/^Order /, '');
    const made = await pathaoOrderFor(admin.request, number);
    expect(made).toMatchObject({ amountToCollect: Math.round(placed.total), status: 'Pending' });
    const adminMain = admin.getByRole('main');
    await expect(valueNextTo(adminMain, 'Courier')).toHaveText('Pathao');
    await expect(valueNextTo(adminMain, 'Tracking code')).toContainText(made!.consignmentId);

    // Pathao's rider delivers it: its webhook, answered 202 with the integration secret, moves the order.
    expect((await movePathaoOrder(page.request, made!.consignmentId, 'Delivered')).delivery?.isAccepted).toBe(true);
    await page.goto(`/dashboard/order/${placed.orderId}`);
    const mine = orderPage(page);
    await expect(mine.state).toHaveText('Delivered');
    await expect(mine.entries.last()).toContainText('Pathao: Delivered');
    await expect(page.getByRole('main')).toContainText('Cash on delivery · Paid');
  } finally {
    await close();
  }
});
