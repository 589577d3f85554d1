import { expect, test } from '../support/fixtures';
import {
  expectUnpaidRow,
  myOrdersRow,
  ORDER_ALREADY_PLACED,
  placeOrderThroughApi,
  purchasePage,
  QUANTITY_OUT_OF_RANGE,
  readMyOrders,
  readOrder,
  readPart,
  signInAsNewCustomer,
  toast,
  valueNextTo,
} from '../support/orders';
import { taka } from '../support/taka';

test.describe('purchase page', () => {
  test('flags a quantity below the minimum order or above the stock and disables Place Order', async ({
    page,
    baseURL,
    newPart,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    const part = await newPart();
    await page.goto(`/purchase/${part._id}`);
    const purchase = purchasePage(page);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(purchase.quantity).toHaveValue(String(part.minimumOrder));
    await expect(purchase.quantityError).toHaveCount(0);
    await expect(purchase.placeOrder).toBeEnabled();

    // The stock as the page shows it: other tests never order this part, so it is the API's too.
    const { availableQuantity } = await readPart(page.request, part._id);
    await expect(valueNextTo(purchase.form, 'Available quantity')).toHaveText(String(availableQuantity));

    // Below the minimum order.
    await purchase.quantity.fill(String(part.minimumOrder - 1));
    await expect(purchase.quantityError).toBeVisible();
    await expect(purchase.quantity).toHaveAccessibleDescription(QUANTITY_OUT_OF_RANGE);
    await expect(purchase.placeOrder).toBeDisabled();

    // Back in range: the message goes and the button comes back, with the subtotal for that quantity.
    await purchase.quantity.fill(String(availableQuantity));
    await expect(purchase.quantityError).toHaveCount(0);
    await expect(purchase.placeOrder).toBeEnabled();
    await expect(purchase.subtotal).toHaveText(taka(part.price * availableQuantity));

    // One more than the stock.
    await purchase.quantity.fill(String(availableQuantity + 1));
    await expect(purchase.quantityError).toBeVisible();
    await expect(purchase.placeOrder).toBeDisabled();

    // Empty is out of range too.
    await purchase.quantity.fill('');
    await expect(purchase.quantityError).toBeVisible();
    await expect(purchase.placeOrder).toBeDisabled();

    await purchase.quantity.fill(String(part.minimumOrder));
    await expect(purchase.quantityError).toHaveCount(0);
    await expect(purchase.placeOrder).toBeEnabled();
    await expect(purchase.subtotal).toHaveText(taka(part.price * part.minimumOrder));

    // Nothing was ordered on the way.
    expect((await readPart(page.request, part._id)).availableQuantity).toBe(availableQuantity);
  });

  test('a second order of a part whose first order is unpaid is refused with “Order Already placed”', async ({
    page,
    baseURL,
    newPart,
  }) => {
    const customer = await signInAsNewCustomer(page, baseURL!);
    const part = await newPart();
    const firstOrderId = await placeOrderThroughApi(page, part);
    const stockAfterFirst = (await readPart(page.request, part._id)).availableQuantity;

    await page.goto(`/purchase/${part._id}`);
    const purchase = purchasePage(page);
    await expect(purchase.quantity).toHaveValue(String(part.minimumOrder));
    await purchase.fillContact();
    await purchase.placeOrder.click();

    await expect(toast(page, ORDER_ALREADY_PLACED)).toBeVisible();
    await expect(page).toHaveURL(`/purchase/${part._id}`);
    const orders = await readMyOrders(page, customer.email);
    expect(orders.map((order) => order._id)).toEqual([firstOrderId]);
    expect((await readPart(page.request, part._id)).availableQuantity, 'no stock was reserved twice').toBe(
      stockAfterFirst,
    );
  });
});

test.describe('My Orders', () => {
  test('DELETE asks first: cancel keeps the order, REMOVE deletes it and the stock comes back', async ({
    page,
    baseURL,
    newPart,
  }) => {
    const customer = await signInAsNewCustomer(page, baseURL!);
    const part = await newPart();
    const stockBefore = (await readPart(page.request, part._id)).availableQuantity;
    const quantity = part.minimumOrder;
    const orderId = await placeOrderThroughApi(page, part, quantity);
    expect((await readPart(page.request, part._id)).availableQuantity).toBe(stockBefore - quantity);

    await page.goto('/dashboard/order');
    const row = myOrdersRow(page, part.name);
    await expectUnpaidRow(row, quantity);

    // The modal names the buyer and the item; cancel closes it and keeps the order.
    await row.getByRole('button', { name: 'DELETE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm delete?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(dialog.getByText(part.name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'REMOVE' })).toBeVisible();
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectUnpaidRow(row, quantity);
    expect((await readOrder(page, orderId))._id).toBe(orderId);
    expect((await readPart(page.request, part._id)).availableQuantity).toBe(stockBefore - quantity);

    // REMOVE: the toast, the row gone, and the stock back to what it was.
    await row.getByRole('button', { name: 'DELETE' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'REMOVE' }).click();
    await expect(toast(page, `Order ${part.name} is removed`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    expect(await readMyOrders(page, customer.email)).toEqual([]);
    expect((await readPart(page.request, part._id)).availableQuantity, 'the stock came back').toBe(stockBefore);
  });
});
