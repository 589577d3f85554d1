import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { newCustomer, signupForm } from '../support/accounts';
import { uniqueLabel } from '../support/admin';
import { DHAKA_DELIVERY_FEE, fillSavarAddress, newMobile } from '../support/checkout-api';
import { allProductsPage } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, QUANTITY_OUT_OF_RANGE, toast } from '../support/orders';
import { taka } from '../support/taka';

/** The contract's checkoutMessages.streetRequired, as the checkout says it under its field. */
const STREET_REQUIRED = 'Street address is required';

/** The navigation bar's cart, named by how many parts are in it ("Cart, 2 parts"): at every width. */
const cartLink = (page: Page, count: number) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'part' : 'parts'}`, exact: true });

/** GET /api/orders/{id} as the page's customer, for what the checkout made (docs/product.md#checkout). */
type ShopOrder = {
  paymentMethod: string;
  state: string;
  lines: { partId: string; productName: string; quantity: number; price: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  phone: string;
};

test.describe('cart and checkout', () => {
  test('a guest fills a cart, signs up, keeps it, and orders it for cash on delivery', async ({ page, newPart }) => {
    // Two parts, the cart, a sign-up and a checkout: 28–37 s on a busy CI machine, over the default 30 s.
    test.slow();
    const chain = await newPart({ name: uniqueLabel('E2E Chain Kit'), price: 850, minimumOrder: 2 });
    const pads = await newPart({ name: uniqueLabel('E2E Brake Pads'), price: 450, minimumOrder: 3 });

    // One part from its card in the catalogue, found by the search box; the other from its own page.
    await page.goto('/allproducts');
    const catalogue = allProductsPage(page);
    await catalogue.search(chain.name);
    await catalogue
      .card(chain.name)
      .getByRole('button', { name: `Add to cart: ${chain.name}` })
      .click();
    await expect(toast(page, `${chain.name} is in your cart`)).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
    await page.goto(`/parts/${pads._id}`);
    await page.getByRole('button', { name: `Add to cart: ${pads.name}` }).click();
    await expect(toast(page, `${pads.name} is in your cart`)).toBeVisible();
    await expect(cartLink(page, 2)).toBeVisible();

    // The cart, each part at its minimum order, priced by the shop.
    await cartLink(page, 2).click();
    await expect(page).toHaveURL('/cart');
    const lines = page.getByRole('list', { name: 'Parts in your cart' });
    await expect(lines.getByRole('article')).toHaveCount(2);
    await expect(lines.getByRole('article', { name: chain.name }).getByLabel('Quantity')).toHaveValue('2');
    await expect(lines.getByRole('article', { name: pads.name }).getByLabel('Quantity')).toHaveValue('3');
    const subtotal = chain.price * 2 + pads.price * 3;
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(taka(subtotal));
    // A quantity below the minimum order is refused as it is typed, in the purchase form's words.
    const chainQuantity = lines.getByRole('article', { name: chain.name }).getByLabel('Quantity');
    await chainQuantity.fill('1');
    await expect(chainQuantity).toHaveAccessibleDescription(QUANTITY_OUT_OF_RANGE);
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }),
    ).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the cart with a quantity refused');
    await chainQuantity.fill('2');
    await expect(chainQuantity).not.toHaveAccessibleDescription(QUANTITY_OUT_OF_RANGE);

    // Checkout asks a guest to sign in first; a new rider signs up instead, and keeps the cart.
    await page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/checkout')}`);
    await page.getByRole('main').getByRole('link', { name: 'Create New Account' }).click();
    await signupForm(page).signUp(newCustomer('cart'));
    // Back to the checkout it was on the way to.
    await expect(page).toHaveURL('/checkout');
    await expect(cartLink(page, 2)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('motoforge_cart'))).toBeNull();

    // Where to deliver, in Dhaka district (its delivery fee), paid in cash on delivery.
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByLabel('Street address')).toHaveAccessibleDescription(STREET_REQUIRED);
    await expectNoSeriousViolations(page, 'the checkout with its fields refused');
    // A number of this test's own: the shop sends a phone at most a few codes an hour.
    const mobile = newMobile();
    await fillSavarAddress(form, 'House 12, Road 3, Savar', mobile);
    const summary = form.getByRole('region', { name: 'Your order' });
    await expect(summary).toContainText(taka(DHAKA_DELIVERY_FEE));
    await expect(summary).toContainText(taka(subtotal + DHAKA_DELIVERY_FEE));
    await expect(form.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await form.getByRole('button', { name: 'Place order' }).click();

    // The phone is confirmed next, by the code the checkout sent.
    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Confirm your phone number' })).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();

    const orderId = /\/dashboard\/order\/([0-9a-f-]{36})\/confirm$/.exec(page.url())?.[1];
    const response = await page.request.get(`/api/orders/${orderId}`, { headers: await bearer(page) });
    expect(response.ok(), `GET /api/orders/${orderId} answered ${response.status()}`).toBe(true);
    const order = (await response.json()) as ShopOrder;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      state: 'placed',
      phone: `+880${mobile.replace(/\D/g, '').slice(1)}`,
      subtotal,
      deliveryFee: DHAKA_DELIVERY_FEE,
      total: subtotal + DHAKA_DELIVERY_FEE,
    });
    expect(order.lines.map(({ partId, quantity }) => ({ partId, quantity }))).toEqual([
      { partId: chain._id, quantity: 2 },
      { partId: pads._id, quantity: 3 },
    ]);
  });
});
