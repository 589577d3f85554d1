import { randomInt } from 'node:crypto';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DHAKA_DISTRICT_ID, DISTRICTS, UPAZILAS } from '@motoforge/contract/bd-geo';
import type { Part } from './fixtures';
import { adminOn, bearer, orderPage } from './orders';

/** POST /api/checkout's answer (docs/product.md#checkout-and-payment). */
export type CheckoutAnswer = {
  orderId: string;
  subtotal: number;
  deliveryFee: number;
  total: number;
  next: { type: 'confirm-phone' } | { type: 'redirect'; url: string } | { type: 'pay'; path: string };
};

/**
 * A Bangladeshi mobile number no other test uses, as a rider types it ("01712-345678"): the COD
 * codes of a number are found by it in the outbox, and each number may have only a few an hour.
 */
export function newMobile(): string {
  const digits = String(randomInt(10 ** 8)).padStart(8, '0');
  return `017${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** How the shop shows where a code went: +880 17•• •••678 for 01712-345678. */
export function maskedMobile(typed: string): string {
  const national = typed.replace(/\D/g, '').slice(-10);
  return `+880 ${national.slice(0, 2)}•• •••${national.slice(7)}`;
}

/**
 * Fills the checkout form's delivery address as a rider does: a mobile number (a new one unless
 * given), then Dhaka, Dhaka district and Savar (the inside-Dhaka fee), and the street.
 */
export async function fillSavarAddress(form: Locator, street: string, mobile = newMobile()): Promise<void> {
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await form.getByLabel('District', { exact: true }).selectOption({ label: 'Dhaka' });
  await form.getByLabel('Upazila or thana').selectOption({ label: 'Savar' });
  await form.getByLabel('Street address').fill(street);
}

/** Savar, in Dhaka district: the delivery fee inside Dhaka. */
const savar = UPAZILAS.find(([, districtId, name]) => districtId === DHAKA_DISTRICT_ID && name === 'Savar')!;
const dhaka = DISTRICTS.find(([id]) => id === DHAKA_DISTRICT_ID)!;
export const DHAKA_DELIVERY_FEE = 70;
/** Outside Dhaka district, and for the purchase call's one-line address, which names no district. */
export const OUTSIDE_DHAKA_DELIVERY_FEE = 130;

/** PUT /api/cart as the page's rider: each part at its minimum order, as Add to cart puts it. */
export async function fillCartThroughApi(page: Page, parts: Part[]): Promise<void> {
  const response = await page.request.put('/api/cart', {
    headers: await bearer(page),
    data: { lines: parts.map((part) => ({ partId: part._id, quantity: part.minimumOrder })) },
  });
  expect(response.ok(), `PUT /api/cart answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/**
 * POST /api/checkout as the page's rider, of each part's minimum order, delivered in Savar, Dhaka:
 * set-up for a test of what follows the checkout (its page is tested on its own).
 */
export async function checkoutThroughApi(
  page: Page,
  parts: Part[],
  paymentMethod: 'cod' | 'sslcommerz' | 'card',
  phone = newMobile(),
): Promise<CheckoutAnswer> {
  const response = await page.request.post('/api/checkout', {
    headers: { ...(await bearer(page)), 'idempotency-key': `e2e-${randomInt(10 ** 12)}` },
    data: {
      lines: parts.map((part) => ({ partId: part._id, quantity: part.minimumOrder })),
      address: {
        name: 'Rahim Uddin',
        phone,
        divisionId: dhaka[1],
        districtId: DHAKA_DISTRICT_ID,
        upazilaId: savar[0],
        street: 'House 12, Road 3',
      },
      paymentMethod,
    },
  });
  expect(response.status(), `POST /api/checkout answered ${await response.text()}`).toBe(201);
  return (await response.json()) as CheckoutAnswer;
}

/**
 * The buyer confirms a cash-on-delivery order's phone with the code sent to it, which the admin
 * reads in the outbox (this shop has no SMS gateway): set-up for what follows the confirmation.
 */
export async function confirmPhoneThroughApi(buyer: Page, admin: Page, orderId: string, phone: string) {
  const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(phone)}`, {
    headers: await bearer(admin),
  });
  // The newest message with a code: the order's other messages (shipped, cancelled) are sent by a
  // job, and may come in after it.
  const { items } = (await outbox.json()) as { items: { text: string }[] };
  const code = items.map(({ text }) => /(\d{6})/.exec(text)?.[1]).find(Boolean);
  expect(code, `no code among the messages to ${phone}`).toBeTruthy();
  const verified = await buyer.request.post(`/api/orders/${orderId}/phone-code/verify`, {
    headers: await bearer(buyer),
    data: { code: code! },
  });
  expect(verified.ok(), `the phone code was refused: ${await verified.text()}`).toBe(true);
}

/**
 * A cash-on-delivery checkout of `part` by the signed-in customer on `page`, its phone confirmed,
 * packed by an admin on the order's page in a browser of their own: where every shipping spec
 * starts. The caller closes the admin's browser (`close`).
 */
export async function packedCodOrder(page: Page, browser: Browser, baseURL: string, part: Part) {
  const phone = newMobile();
  const placed = await checkoutThroughApi(page, [part], 'cod', phone);
  const { admin, close } = await adminOn(browser, baseURL, page, placed.orderId);
  try {
    await confirmPhoneThroughApi(page, admin, placed.orderId, phone);
    await admin.reload();
    const order = orderPage(admin);
    await order.shopActions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(order.state).toHaveText('Packed');
    return { placed, admin, order, close };
  } catch (error) {
    await close();
    throw error;
  }
}
