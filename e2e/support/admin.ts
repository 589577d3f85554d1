import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginForm, newCustomer, signUpThroughApi, type Customer } from './accounts';
import type { Part } from './fixtures';

/** The demo admin the shop seeds in demo mode (docs/product.md#the-shop: the demo notice shows this pair). */
export const DEMO_ADMIN = { email: 'admin@motoforge.com', password: 'motoforge-admin' } as const;

/** docs/product.md#dashboard: the admin's side menu, in order. */
export const ADMIN_MENU = [
  'Personal Information',
  'Manage All Orders',
  'Sales',
  'Returns',
  'Add Product',
  'Manage All Products',
  'Low Stock',
  'Catalogue File',
  'Parts Diagrams',
  'Questions',
  'Outbox',
  'Jobs',
  'Field Vitals',
  'Business Accounts',
  'Customer Groups',
  'Quotes',
  'Make Admin',
  'Settings',
] as const;
/** docs/product.md#dashboard: the customer's side menu, in order. */
export const CUSTOMER_MENU = [
  'Personal Information',
  'My Order',
  'Add a review',
  'Quick order',
  'Business Account',
  'My Quotes',
] as const;

/** The admin pages (docs/product.md#dashboard), with the heading each one opens with. */
export const ADMIN_PAGES = [
  { path: '/dashboard/manageorder', heading: 'Manage All Orders' },
  { path: '/dashboard/sales', heading: 'Sales' },
  { path: '/dashboard/returns', heading: 'Returns' },
  { path: '/dashboard/addproduct', heading: 'Add Product' },
  { path: '/dashboard/manageproduct', heading: 'Manage All Products' },
  { path: '/dashboard/lowstock', heading: 'Low Stock' },
  { path: '/dashboard/cataloguefile', heading: 'Catalogue File' },
  { path: '/dashboard/diagrams', heading: 'Parts Diagrams' },
  { path: '/dashboard/questions', heading: 'Questions' },
  { path: '/dashboard/outbox', heading: 'Outbox' },
  { path: '/dashboard/jobs', heading: 'Jobs' },
  { path: '/dashboard/vitals', heading: 'Field Vitals' },
  { path: '/dashboard/businessaccounts', heading: 'Business Accounts' },
  { path: '/dashboard/customergroups', heading: 'Customer Groups' },
  { path: '/dashboard/quotes', heading: 'Quotes' },
  { path: '/dashboard/makeadmin', heading: 'Make Admin' },
  { path: '/dashboard/settings', heading: 'Settings' },
] as const;

/** A name no other test (or earlier run) uses, e.g. "E2E Brake Lever 3f9c1a2b". */
export function uniqueLabel(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/**
 * Opens an admin page as the demo admin, through the browser: the guard sends the signed-out
 * visitor to /login?redirectTo=…, the login form signs in, and the page comes back.
 */
export async function signInAsAdmin(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  await loginForm(page).signIn(DEMO_ADMIN);
  await expect(page).toHaveURL(path);
}

/** A customer that exists only through the API: its cookies live in `request`, its token here. */
export type ApiCustomer = Customer & { token: string; headers: Record<string, string> };

/**
 * Signs a new customer up with `request`'s cookie jar and syncs it (PUT /api/user/{email}), as the
 * SPA does after sign-in, for the bearer token the API calls need.
 */
export async function newApiCustomer(
  request: APIRequestContext,
  baseURL: string,
  label = 'buyer',
): Promise<ApiCustomer> {
  const customer = newCustomer(label);
  await signUpThroughApi(request, baseURL, customer);
  const response = await request.put(`/api/user/${encodeURIComponent(customer.email)}`, {
    data: { email: customer.email, displayName: customer.name },
    // The one cookie call of the API: it must come from the shop's own origin.
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.ok(), `PUT /api/user/${customer.email} answered ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  expect(token, 'the sync answers a token').toBeTruthy();
  return { ...customer, token, headers: { authorization: `Bearer ${token}` } };
}

/** POST /api/booking as the customer: an unpaid order of the part's minimum. Returns its id. */
export async function orderThroughApi(request: APIRequestContext, customer: ApiCustomer, part: Part): Promise<string> {
  const response = await request.post('/api/booking', {
    headers: customer.headers,
    data: {
      productId: part._id,
      quantity: part.minimumOrder,
      phone: '01712345678',
      address: 'House 4, Road 2, Dhanmondi, Dhaka',
    },
  });
  expect(response.ok(), `POST /api/booking answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return insertedId;
}

/**
 * Pays an order as the payment page does: the intent, the test provider's confirmation with the
 * card that succeeds, then PATCH /api/booking/{id} with the intent's id. Returns the tnxId.
 */
export async function payThroughApi(
  request: APIRequestContext,
  customer: ApiCustomer,
  orderId: string,
  productName: string,
): Promise<string> {
  const intent = await request.post('/api/create-payment-intent', { headers: customer.headers, data: { orderId } });
  expect(intent.ok(), `POST /api/create-payment-intent answered ${intent.status()}`).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };

  const confirm = await request.post('/api/test-payments/confirm', {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: productName, email: customer.email },
    },
  });
  expect(confirm.ok(), `POST /api/test-payments/confirm answered ${confirm.status()}`).toBe(true);
  const { paymentIntent } = (await confirm.json()) as { paymentIntent: { id: string } };

  const paid = await request.patch(`/api/booking/${encodeURIComponent(orderId)}`, {
    headers: customer.headers,
    data: { orderId, tnxId: paymentIntent.id, status: false },
  });
  expect(paid.ok(), `PATCH /api/booking/${orderId} answered ${paid.status()}`).toBe(true);
  return paymentIntent.id;
}

/** Approves a paid order for shipping as the demo admin (PATCH /api/status/{tnxId}), with `request`'s own cookie jar. */
export async function approveThroughApi(request: APIRequestContext, baseURL: string, tnxId: string): Promise<void> {
  const response = await request.patch(`/api/status/${encodeURIComponent(tnxId)}`, {
    headers: await adminApiHeaders(request, baseURL),
    data: { status: true },
  });
  expect(response.ok(), `PATCH /api/status/${tnxId} answered ${response.status()}`).toBe(true);
}

/** The order as the customer reads it (GET /api/booking/{id}); `null` once it is gone. */
export async function readOrderAs(
  request: APIRequestContext,
  customer: ApiCustomer,
  orderId: string,
): Promise<{ status: boolean; paid: boolean; tnxId: string | null } | null> {
  const response = await request.get(`/api/booking/${encodeURIComponent(orderId)}`, { headers: customer.headers });
  if (response.status() === 404) return null;
  expect(response.ok(), `GET /api/booking/${orderId} answered ${response.status()}`).toBe(true);
  return (await response.json()) as { status: boolean; paid: boolean; tnxId: string | null };
}

/** A table's column headers, as its header row shows them. */
export function columnHeaders(table: Locator): Locator {
  return table.getByRole('row').first().getByRole('columnheader');
}

/** The row of Manage All Orders for one customer's order of one product. */
export function allOrdersRow(page: Page, productName: string, email: string): Locator {
  return page
    .getByRole('table', { name: 'All Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: productName, exact: true }) })
    .filter({ hasText: email });
}

/** The cells of an All Orders row, by the column they sit in. */
export function allOrdersCells(row: Locator) {
  const cells = row.getByRole('cell');
  return {
    email: cells.nth(0),
    paymentStatus: cells.nth(1),
    state: cells.nth(2),
    approve: cells.nth(3),
    action: cells.nth(4),
  };
}

/** The row of All Users for one e-mail. */
export function userRow(page: Page, email: string): Locator {
  return page
    .getByRole('table', { name: 'All Users' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByText(email, { exact: true }) });
}

/** The row of Manage All Products for one product. */
export function productRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'All Products' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The Add Product form (docs/product.md#validation), as an admin fills it in. */
export function addProductForm(page: Page) {
  const form = page.getByRole('form', { name: 'Add Product' });
  return {
    form,
    name: form.getByLabel('Product Name', { exact: true }),
    description: form.getByLabel('Description', { exact: true }),
    minimumOrder: form.getByLabel('Minimum Order', { exact: true }),
    availableQuantity: form.getByLabel('Available Quantity', { exact: true }),
    price: form.getByLabel(/^Price/),
    photo: form.getByLabel('Photo', { exact: true }),
    submit: form.getByRole('button', { name: 'Add Product', exact: true }),
    progress: form.getByRole('progressbar', { name: /^Uploading photo/ }),
  };
}

/** The side menu of the dashboard; on a phone it sits in a drawer, which this opens. */
export async function openDashboardMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Open dashboard menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  return menu;
}

/** An image's natural size and source once it has loaded (0 × 0 while it has not). */
export async function loadedImage(
  image: Locator,
): Promise<{ src: string; naturalWidth: number; naturalHeight: number }> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return {
      src: img.getAttribute('src') ?? '',
      naturalWidth: img.complete ? img.naturalWidth : 0,
      naturalHeight: img.complete ? img.naturalHeight : 0,
    };
  });
}

/** The demo admin's bearer headers for the API, signed in with `request`'s own cookie jar (clean-up only). */
export async function adminApiHeaders(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: DEMO_ADMIN,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(signIn.ok(), `the demo admin's sign-in answered ${signIn.status()}`).toBe(true);
  const sync = await request.put(`/api/user/${encodeURIComponent(DEMO_ADMIN.email)}`, {
    data: { email: DEMO_ADMIN.email },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(sync.ok(), `PUT /api/user/${DEMO_ADMIN.email} answered ${sync.status()}`).toBe(true);
  const { token } = (await sync.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Removes a product a test added, if it is still in the catalogue (clean-up after a failure). */
export async function removePartNamed(request: APIRequestContext, baseURL: string, name: string): Promise<void> {
  const parts = (await (await request.get('/api/part')).json()) as Part[];
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) return;
  const response = await request.delete(`/api/part/${encodeURIComponent(part._id)}`, {
    headers: await adminApiHeaders(request, baseURL),
  });
  expect(response.ok(), `DELETE /api/part/${part._id} answered ${response.status()}`).toBe(true);
}

/**
 * Manage All Products' last page (48 parts a page, in the shop order), where the parts tests add
 * land. A part added by a parallel test may start a new page; the tests add a few at most.
 */
export async function manageProductsLastPage(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/parts?pageSize=48');
  expect(response.ok(), `GET /api/parts?pageSize=48 answered ${response.status()}`).toBe(true);
  const { total } = (await response.json()) as { total: number };
  const last = Math.max(1, Math.ceil(total / 48));
  return last > 1 ? `/dashboard/manageproduct?page=${last}` : '/dashboard/manageproduct';
}
