import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newCustomer, signUpThroughApi, storedToken, type Customer } from './accounts';
import { signInAsAdmin } from './admin';
import type { Part } from './fixtures';

/** docs/product.md#pages and docs/product.md#messages, to the letter. */
export const ORDER_PLACED = 'Your Order Placed';
export const ORDER_ALREADY_PLACED = 'Order Already placed';
export const QUANTITY_OUT_OF_RANGE = 'Quantity must between Minimum order & Available Quantity';

/** Stripe's test cards, as the built-in test provider knows them (docs/product.md#paying-online). */
export { DECLINED_TEST_CARD as DECLINED_CARD, SUCCEEDING_TEST_CARD as SUCCEEDING_CARD } from '@motoforge/contract';
import { ORDER_NUMBER_PATTERN } from '@motoforge/contract';
export const CARD_DECLINED = 'Your card was declined.';

/** The order as GET /api/booking/{id} answers it. */
export type Order = {
  _id: string;
  partId: string;
  productName: string;
  email: string;
  number: number;
  price: number;
  paid: boolean;
  tnxId: string | null;
};

/**
 * The part the journey orders, per project. Every other test adds a part of its own (the
 * `newPart` fixture); the journey must start from Buy Now on the home page, which shows the seeded
 * positions 1–12 (docs/product.md#home), so it takes one of those, a different one in each project, and no
 * other test orders them.
 */
const partPositions = {
  journey: { desktop: 1, phone: 2 },
} as const;

export function partFor(catalogue: Part[], testInfo: TestInfo, use: keyof typeof partPositions): Part {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
  const part = catalogue[partPositions[use][project]];
  expect(part, `the demo catalogue has a part at position ${partPositions[use][project]}`).toBeDefined();
  return part!;
}

/**
 * A new customer, signed up through the API with the page's own cookies, then signed in on the
 * page (the SPA resolves the session and stores its API token): set-up for a test about something
 * else than signing up.
 */
export async function signInAsNewCustomer(page: Page, baseURL: string, label = 'buyer'): Promise<Customer> {
  const customer = newCustomer(label);
  await signUpThroughApi(page.request, baseURL, customer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome to your dashboard, ${customer.name}` })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeTruthy();
  return customer;
}

/** The page's API token as bearer headers, for reading what the page did through the API. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await storedToken(page);
  expect(token, 'the page holds an API token').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** GET /api/purchase/{id}: the part with its stock right now. */
export async function readPart(request: APIRequestContext, partId: string): Promise<Part> {
  const response = await request.get(`/api/purchase/${encodeURIComponent(partId)}`);
  expect(response.ok(), `GET /api/purchase/${partId} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Part;
}

/** GET /api/booking/{id} as the page's customer. */
export async function readOrder(page: Page, orderId: string): Promise<Order> {
  const response = await page.request.get(`/api/booking/${encodeURIComponent(orderId)}`, {
    headers: await bearer(page),
  });
  expect(response.ok(), `GET /api/booking/${orderId} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Order;
}

/** GET /api/booking?user={email}: the page's customer's orders. */
export async function readMyOrders(page: Page, email: string): Promise<Order[]> {
  const response = await page.request.get(`/api/booking?user=${encodeURIComponent(email)}`, {
    headers: await bearer(page),
  });
  expect(response.ok(), `GET /api/booking?user=${email} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Order[];
}

/** POST /api/booking as the page's customer: an unpaid order, as set-up. Returns its id. */
export async function placeOrderThroughApi(page: Page, part: Part, quantity = part.minimumOrder): Promise<string> {
  const response = await page.request.post('/api/booking', {
    headers: await bearer(page),
    data: { productId: part._id, quantity, phone: '01712345678', address: 'House 4, Road 2, Dhanmondi, Dhaka' },
  });
  expect(response.ok(), `POST /api/booking answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return insertedId;
}

/** A toast (top right) with this text. */
export function toast(page: Page, text: string): Locator {
  // react-toastify's toasts, or the shop's own when react-toastify could not be downloaded (offline).
  return page.locator('.Toastify, .plain-toasts').getByRole('alert').filter({ hasText: text });
}

/** The value a label stands next to: `<dt>label</dt><dd>value</dd>`, or a label and its value in siblings. */
export function valueNextTo(scope: Page | Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** The purchase page /purchase/{id} (docs/product.md#purchase). */
export function purchasePage(page: Page) {
  const form = page.getByRole('form', { name: 'Place an order' });
  return {
    form,
    quantity: form.getByLabel('Quantity', { exact: true }),
    subtotal: valueNextTo(form, 'Subtotal'),
    orderDetails: form.getByRole('region', { name: 'Order Details' }),
    /** The delivery name, the account's at first (or the last order's). */
    name: form.getByLabel('Name', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    division: form.getByLabel('Division', { exact: true }),
    district: form.getByLabel('District', { exact: true }),
    upazila: form.getByLabel('Upazila or thana', { exact: true }),
    address: form.getByLabel('Address', { exact: true }),
    paymentMethod: (name: 'Cash on delivery' | 'Pay online (SSLCommerz)' | 'Card') =>
      form.getByRole('radio', { name, exact: true }),
    placeOrder: form.getByRole('button', { name: 'Place Order' }),
    quantityError: form.getByText(QUANTITY_OUT_OF_RANGE, { exact: true }),
    /** Delivered in Savar, Dhaka district, paid by card from My Orders: the spec's way. */
    async fillContact(phone = '01712345678') {
      await this.phone.fill(phone);
      await this.division.selectOption({ label: 'Dhaka' });
      await this.district.selectOption({ label: 'Dhaka' });
      await this.upazila.selectOption({ label: 'Savar' });
      await this.address.fill('House 4, Road 2, Dhanmondi, Dhaka');
      await this.paymentMethod('Card').check();
    },
  };
}

/** An order page's title: "Order" and the order's short number (MF-7K3QX9). */
export const ORDER_TITLE = /^Order MF-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * The row of My Orders for the order of one product: its row header is the product's name, or
 * lists it among the order's parts (one row per order, however many parts).
 */
export function myOrdersRow(page: Page, productName: string): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByText(productName, { exact: true }) });
}

/** An order's short number (MF-7K3QX9), as GET /api/orders/{id} gives it to its buyer or an admin. */
export async function orderNumberOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
): Promise<string> {
  const response = await request.get(`/api/orders/${encodeURIComponent(orderId)}`, { headers });
  expect(response.ok(), `GET /api/orders/${orderId} answered ${response.status()}`).toBe(true);
  const { number } = (await response.json()) as { number: string };
  expect(number).toMatch(ORDER_NUMBER_PATTERN);
  return number;
}

/** docs/product.md#orders: an unpaid row offers Proceed to Pay, shows Not Generated and DELETE. */
export async function expectUnpaidRow(row: Locator, quantity: number) {
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(String(quantity));
  await expect(row.getByRole('link', { name: 'Proceed to Pay' })).toBeVisible();
  await expect(row.getByText('Not Generated', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'DELETE' })).toBeVisible();
  await expect(row.getByText('PAID', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Add A Review', exact: true })).toHaveCount(0);
}

/** docs/product.md#orders: a paid row shows PAID, the transaction id and Add A Review, and no longer DELETE. */
export async function expectPaidRow(row: Locator, tnxId: string) {
  await expect(row).toBeVisible();
  await expect(row.getByText('PAID', { exact: true })).toBeVisible();
  await expect(row.getByText(tnxId, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Add A Review', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Proceed to Pay' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'DELETE' })).toHaveCount(0);
  await expect(row.getByText('Not Generated', { exact: true })).toHaveCount(0);
}

/** The payment page /dashboard/payment/{id} with the built-in test provider's card form. */
export function paymentPage(page: Page) {
  const form = page.getByRole('form', { name: 'Card payment' });
  return {
    form,
    totalPayable: valueNextTo(page.getByRole('main'), 'Total Payable'),
    testModeNotice: form.getByRole('note'),
    cardNumber: form.getByLabel('Card number', { exact: true }),
    expiry: form.getByLabel('Expiry', { exact: true }),
    cvc: form.getByLabel('CVC', { exact: true }),
    pay: form.getByRole('button', { name: 'Pay', exact: true }),
    cardError: form.getByRole('alert'),
    congratulations: page.getByRole('heading', { name: 'Congratulations!!!' }),
    transactionId: valueNextTo(page.getByRole('main'), 'Transaction id'),
    async payWith(cardNumber: string) {
      await this.cardNumber.fill(cardNumber);
      await this.expiry.fill('12 / 34');
      await this.cvc.fill('123');
      await expect(this.cardNumber).toHaveValue(cardNumber);
      await expect(this.expiry).toHaveValue('12 / 34');
      // docs/product.md#payment-page: Pay waits for the provider and the client secret.
      await expect(this.pay).toBeEnabled();
      await this.pay.click();
    },
  };
}

/** A CSS colour property of an element as 0–255 RGB, whatever syntax the stylesheet used (oklch, say). */
export function cssColour(locator: Locator, property: 'color' | 'border-top-color' | 'background-color') {
  return locator.evaluate((element, name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = getComputedStyle(element).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = Array.from(context.getImageData(0, 0, 1, 1).data);
    return [red, green, blue] as [number, number, number];
  }, property);
}

export function isReddish([red, green, blue]: [number, number, number]): boolean {
  return red > 1.4 * Math.max(green, blue);
}

/** An order's page, /dashboard/order/{id} (docs/product.md#orders), as a person finds its parts. */
export function orderPage(page: Page) {
  const timeline = page.getByRole('region', { name: 'Timeline' });
  return {
    // Titled by the order's short number, for its buyer and for an admin (never "Your order").
    heading: page.getByRole('heading', { level: 1, name: ORDER_TITLE }),
    state: page.getByRole('main').locator('.badge'),
    timeline,
    entries: timeline.getByRole('listitem'),
    cancel: page.getByRole('button', { name: 'Cancel order' }),
    dialog: page.getByRole('dialog', { name: 'Cancel this order?' }),
    shopActions: page.getByRole('region', { name: 'Shop actions' }),
  };
}

/** The admin in a browser of their own, at the same width as `like`, on the order's page. */
export async function adminOn(browser: Browser, baseURL: string, like: Page, orderId: string) {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize() });
  const admin = await context.newPage();
  await signInAsAdmin(admin, `/dashboard/order/${orderId}`);
  return { admin, close: () => context.close() };
}
