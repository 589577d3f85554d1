import { signupForm, newCustomer } from '../support/accounts';
import { uniqueLabel } from '../support/admin';
import { checkoutThroughApi, DHAKA_DELIVERY_FEE, fillCartThroughApi, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { bearer, ORDER_PLACED, purchasePage, signInAsNewCustomer, toast, valueNextTo } from '../support/orders';
import { taka } from '../support/taka';

/** The contract's checkoutMessages.mobileInvalid: the checkout's words for a phone that is no mobile. */
const MOBILE_INVALID = 'Enter a Bangladeshi mobile number, such as 01712-345678';

/** GET /api/orders/{id} as the page's customer. */
type ShopOrder = {
  paymentMethod: string;
  lines: { partId: string; quantity: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  phone: string;
  delivery: { name: string; street: string } | null;
};

test.describe('Buy Now follows the checkout', () => {
  test('orders one part for cash on delivery in Dhaka: ৳70 delivery, then the phone is confirmed', async ({
    page,
    baseURL,
    newPart,
  }) => {
    const customer = await signInAsNewCustomer(page, baseURL!);
    const part = await newPart({ name: uniqueLabel('E2E Buy Now Pads'), price: 450, minimumOrder: 2 });
    await page.goto(`/purchase/${part._id}`);
    const purchase = purchasePage(page);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(purchase.orderDetails).toContainText(customer.email);
    await expect(purchase.name).toHaveValue(customer.name);
    await purchase.quantity.fill('3');
    const subtotal = part.price * 3;

    // A phone that is no Bangladeshi mobile is refused as the checkout refuses it.
    await purchase.phone.fill('0171234');
    await purchase.placeOrder.click();
    await expect(purchase.phone).toHaveAccessibleDescription(new RegExp(MOBILE_INVALID));
    await expect(page).toHaveURL(`/purchase/${part._id}`);

    const mobile = newMobile();
    await purchase.phone.fill(mobile);
    await purchase.division.selectOption({ label: 'Dhaka' });
    await purchase.district.selectOption({ label: 'Dhaka' });
    await purchase.upazila.selectOption({ label: 'Savar' });
    await purchase.address.fill('House 9, Road 5, Savar');
    await expect(valueNextTo(purchase.orderDetails, 'Delivery')).toHaveText(taka(DHAKA_DELIVERY_FEE));
    await expect(valueNextTo(purchase.orderDetails, 'Total')).toHaveText(taka(subtotal + DHAKA_DELIVERY_FEE));
    await expect(purchase.paymentMethod('Cash on delivery')).toBeChecked();
    await purchase.placeOrder.click();

    await expect(toast(page, ORDER_PLACED)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Confirm your phone number' })).toBeVisible();
    const orderId = /\/dashboard\/order\/([0-9a-f-]{36})\/confirm$/.exec(page.url())?.[1];
    const response = await page.request.get(`/api/orders/${orderId}`, { headers: await bearer(page) });
    expect(response.ok(), `GET /api/orders/${orderId} answered ${response.status()}`).toBe(true);
    const order = (await response.json()) as ShopOrder;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      subtotal,
      deliveryFee: DHAKA_DELIVERY_FEE,
      total: subtotal + DHAKA_DELIVERY_FEE,
      phone: `+880${mobile.replace(/\D/g, '').slice(1)}`,
      delivery: { name: customer.name, street: 'House 9, Road 5, Savar' },
    });
    expect(order.lines.map(({ partId, quantity }) => ({ partId, quantity }))).toEqual([
      { partId: part._id, quantity: 3 },
    ]);
  });

  test('a rider in Mirpur names the city thana, and pays the inside-Dhaka delivery fee', async ({
    page,
    baseURL,
    newPart,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    const part = await newPart({ name: uniqueLabel('E2E Thana Chain'), price: 900, minimumOrder: 1 });
    await page.goto(`/purchase/${part._id}`);
    const purchase = purchasePage(page);
    await purchase.quantity.fill('1');
    await purchase.phone.fill(newMobile());
    await purchase.division.selectOption({ label: 'Dhaka' });
    await purchase.district.selectOption({ label: 'Dhaka' });
    // The city's thanas stand in a group of their own, beside the district's upazilas.
    await expect(
      purchase.upazila.locator('optgroup[label="City thanas"] option', { hasText: 'Mirpur Model' }),
    ).toHaveCount(1);
    await purchase.upazila.selectOption({ label: 'Mirpur Model' });
    await purchase.address.fill('House 3, Road 7, Section 10');
    await expect(valueNextTo(purchase.orderDetails, 'Delivery')).toHaveText(taka(DHAKA_DELIVERY_FEE));
    await purchase.paymentMethod('Card').check();
    await purchase.placeOrder.click();
    await expect(toast(page, ORDER_PLACED)).toBeVisible();
    await expect(page).toHaveURL('/dashboard/order');

    const mine = await page.request.get('/api/orders', { headers: await bearer(page) });
    const [latest] = ((await mine.json()) as { items: { id: string }[] }).items;
    const order = await page.request.get(`/api/orders/${latest!.id}`, { headers: await bearer(page) });
    expect(await order.json()).toMatchObject({
      deliveryFee: DHAKA_DELIVERY_FEE,
      address: 'House 3, Road 7, Section 10, Mirpur Model, Dhaka, Dhaka',
    });
  });

  test('a guest signing up on the way to the checkout comes back to it, with the cart', async ({ page, newPart }) => {
    const part = await newPart({ name: uniqueLabel('E2E Signup Chain') });
    await page.goto(`/parts/${part._id}`);
    await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
    await expect(toast(page, `${part.name} is in your cart`)).toBeVisible();

    await page.goto('/cart');
    await page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/checkout')}`);
    await page.getByRole('main').getByRole('link', { name: 'Create New Account' }).click();
    await expect(page).toHaveURL(`/signup?redirectTo=${encodeURIComponent('/checkout')}`);
    await signupForm(page).signUp(newCustomer('buy-now-signup'));

    await expect(page).toHaveURL('/checkout');
    const summary = page.getByRole('form', { name: 'Checkout' }).getByRole('region', { name: 'Your order' });
    await expect(summary.getByText(part.name, { exact: true })).toBeVisible();
    await expect(summary).toContainText(taka(part.price * part.minimumOrder));
  });

  test('a returning buyer finds the last delivery address filled in, on Buy Now and at the checkout', async ({
    page,
    baseURL,
    newPart,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    const [first, second, third] = [await newPart(), await newPart(), await newPart()];
    const phone = newMobile();
    await checkoutThroughApi(page, [first], 'card', phone);

    await page.goto(`/purchase/${second._id}`);
    const purchase = purchasePage(page);
    await expect(purchase.name).toHaveValue('Rahim Uddin');
    await expect(purchase.phone).toHaveValue(phone);
    await expect(purchase.division.locator('option:checked')).toHaveText('Dhaka');
    await expect(purchase.district.locator('option:checked')).toHaveText('Dhaka');
    await expect(purchase.upazila.locator('option:checked')).toHaveText('Savar');
    await expect(purchase.address).toHaveValue('House 12, Road 3');
    await expect(valueNextTo(purchase.orderDetails, 'Delivery')).toHaveText(taka(DHAKA_DELIVERY_FEE));

    await fillCartThroughApi(page, [third]);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Rahim Uddin');
    await expect(form.getByLabel('Mobile number')).toHaveValue(phone);
    await expect(form.getByLabel('Upazila or thana').locator('option:checked')).toHaveText('Savar');
    // Offered, not imposed: the buyer changes it.
    await form.getByLabel('Street address').fill('Flat 2A, Road 8');
    await expect(form.getByLabel('Street address')).toHaveValue('Flat 2A, Road 8');
  });
});
