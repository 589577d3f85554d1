import { orderLifecycleMessages } from '@motoforge/contract';
import type { Locator, Page } from '@playwright/test';
import {
  ACCESS_TOKEN_KEY,
  expectSignedInNavigation,
  expectSignedOutNavigation,
  loginForm,
  newCustomer,
  sessionInPage,
  signUpThroughApi,
  storedToken,
} from '../support/accounts';
import {
  ADMIN_MENU,
  ADMIN_PAGES,
  addProductForm,
  allOrdersCells,
  allOrdersRow,
  columnHeaders,
  CUSTOMER_MENU,
  DEMO_ADMIN,
  loadedImage,
  manageProductsLastPage,
  newApiCustomer,
  openDashboardMenu,
  orderThroughApi,
  payThroughApi,
  productRow,
  readOrderAs,
  removePartNamed,
  signInAsAdmin,
  uniqueLabel,
  userRow,
} from '../support/admin';
import { allProductsPage } from '../support/catalogue';
import { makePng } from '../support/png';
import { expect, test } from '../support/fixtures';
import { bearer, signInAsNewCustomer, toast } from '../support/orders';
import { hasHorizontalOverflow, isWholeAcross } from '../support/page-metrics';
import { taka } from '../support/taka';

// docs/product.md#validation and docs/product.md#messages, to the letter.
const PRODUCT_NAME_REQUIRED = 'Product Name is required';
const DESCRIPTION_REQUIRED = 'Description is required';
const PHOTO_REQUIRED = 'Photo is required';
const PRODUCT_ADDED = 'Product added successfully';
const PRODUCT_SHIPPING = 'Your Product Is being shipped';
const QUESTION_ASKED = 'Question Asked';
// packages/contract/src: the texts the spec leaves to the shop (numbers "required and at least 1").
const MINIMUM_ORDER_REQUIRED = 'Minimum order is required';
const AVAILABLE_QUANTITY_REQUIRED = 'Available quantity is required';
const PRICE_REQUIRED = 'Price is required';
const MINIMUM_ORDER_AT_LEAST_1 = 'Minimum order must be at least 1';
const PRICE_AT_LEAST_1 = 'Price must be at least 1';
const MINIMUM_ORDER_ABOVE_STOCK = 'Minimum order may not exceed the available quantity';

/** Records the calls a page makes with one method to one API path prefix. */
function recordCalls(page: Page, method: string, pathPrefix: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.method() === method && pathname.startsWith(pathPrefix)) calls.push(`${method} ${pathname}${search}`);
  });
  return calls;
}

test.describe('Products', () => {
  // The second test removes the product the first one adds.
  test.describe.configure({ mode: 'serial' });

  const product = {
    name: uniqueLabel('E2E Clutch Lever'),
    description: 'Forged aluminium clutch lever with a folding tip, for 150 cc commuters.',
    minimumOrder: 2,
    availableQuantity: 40,
    price: 1250,
  };
  // Wider than a card: the server keeps it at 400, 800 and 1000 px, and each page loads the one it needs.
  const PHOTO = { width: 1000, height: 750 };

  test.afterAll(async ({ playwright, baseURL }) => {
    // Whatever happened above, the catalogue ends the run as it began.
    const request = await playwright.request.newContext({ baseURL });
    try {
      await removePartNamed(request, baseURL!, product.name);
    } finally {
      await request.dispose();
    }
  });

  test('Add Product uploads a PNG with a progress bar, and the part shows at once on /allproducts with its photo', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard/addproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    const form = addProductForm(page);

    // The upload waits a moment on its way, so the bar is on screen long enough to be seen.
    await page.route('**/api/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const uploadAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/upload' && response.request().method() === 'POST',
    );

    await form.name.fill(product.name);
    await form.description.fill(product.description);
    await form.minimumOrder.fill(String(product.minimumOrder));
    await form.availableQuantity.fill(String(product.availableQuantity));
    await form.price.fill(String(product.price));
    await form.photo.setInputFiles({
      name: 'clutch-lever.png',
      mimeType: 'image/png',
      buffer: makePng(PHOTO.width, PHOTO.height),
    });
    await expect(form.progress).toHaveCount(0);
    await form.submit.click();

    await expect(form.progress).toBeVisible();
    await expect(form.submit).toBeDisabled();
    const upload = await uploadAnswer;
    expect(upload.status()).toBe(200);
    const { data } = (await upload.json()) as { success: boolean; data: { url: string } };
    expect(data.url, 'the server re-encoded the photo to WebP under a name of its own').toMatch(
      /^\/uploads\/[A-Za-z0-9_-]+\.webp$/,
    );

    await expect(toast(page, PRODUCT_ADDED)).toBeVisible();
    await expect(form.progress).toHaveCount(0);
    // The form is ready for the next product.
    await expect(form.name).toHaveValue('');
    await expect(form.photo).toHaveValue('');

    // The catalogue has it at once, with its details and its photo (loaded, not a broken icon). It
    // comes last in the shop order, many pages in: the search box finds it.
    await page.goto('/allproducts');
    await allProductsPage(page).search(product.name);
    await expect(page).toHaveURL(`/allproducts?q=${encodeURIComponent(product.name).replaceAll('%20', '+')}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(product.description);
    await expect(card).toContainText(`Minimum order: ${product.minimumOrder}`);
    await expect(card).toContainText(`Available quantity: ${product.availableQuantity}`);
    await expect(card).toContainText(taka(product.price));
    const image = card.getByRole('img', { name: product.name });
    await expect(image).toHaveAttribute('src', data.url);
    await expect.poll(async () => (await loadedImage(image)).naturalWidth).toBeGreaterThan(0);
    // The copy loaded is the smallest as sharp as the card shows it: a 286 px card on a desktop
    // screen takes the 400 px copy, a 358 px card on a phone with 2 pixels to the point the 800.
    const shown = await image.evaluate((element) => {
      const img = element as HTMLImageElement;
      const { pathname } = new URL(img.currentSrc);
      return { pathname, neededWidth: img.clientWidth * window.devicePixelRatio };
    });
    // Chromium reads AVIF, so it takes the AVIF copies the <picture> offers first (ADR 046).
    const copies = [400, 800, PHOTO.width];
    const expected = copies.find((width) => width >= shown.neededWidth) ?? PHOTO.width;
    expect(shown.pathname).toBe(data.url.replace(`-${PHOTO.width}.webp`, `-${expected}.avif`));

    // Each copy is served as the WebP or AVIF the server made, for good.
    for (const [url, type] of [
      [data.url, 'image/webp'],
      [shown.pathname, 'image/avif'],
      [shown.pathname.replace('.avif', '.webp'), 'image/webp'],
    ] as const) {
      const photo = await page.request.get(url);
      expect(photo.status(), url).toBe(200);
      expect(photo.headers()['content-type']).toBe(type);
      expect(photo.headers()['cache-control']).toMatch(/max-age=\d{6,}/);
    }
  });

  test('Manage All Products removes it after “Are You Sure?”: cancel keeps it, REMOVE takes it out of /allproducts', async ({
    page,
    request,
  }) => {
    // The newest part is on the last of the numbered pages.
    await signInAsAdmin(page, await manageProductsLastPage(request));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage All Products' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All Products' });
    await expect(columnHeaders(table)).toHaveText(['Product Name', 'Available Quantity', 'Action']);
    const row = productRow(page, product.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText(String(product.availableQuantity));

    const deleteButton = row.getByRole('button', { name: `Delete product ${product.name}`, exact: true });
    const dialog = page.getByRole('dialog', { name: 'Are You Sure?' });
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(product.name);
    await dialog.getByRole('button', { name: 'cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    await expect(toast(page, `Product ${product.name} is removed`)).toHaveCount(0);

    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'REMOVE', exact: true }).click();
    await expect(toast(page, `Product ${product.name} is removed`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // A search for it by name no longer finds it, in the browser or from the server.
    await page.goto('/allproducts');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await allProductsPage(page).search(product.name);
    await expect(page).toHaveURL(/\/allproducts\?q=/);
    await expect(allProductsPage(page).resultCount).toBeVisible();
    await expect(page.getByRole('heading', { name: product.name, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(allProductsPage(page).resultCount).toBeVisible();
    await expect(page.getByRole('heading', { name: product.name, exact: true })).toHaveCount(0);
  });
});

test('Add Product shows a message under every empty or wrong field and uploads nothing', async ({ page }) => {
  await signInAsAdmin(page, '/dashboard/addproduct');
  const uploads = recordCalls(page, 'POST', '/api/upload');
  const parts = recordCalls(page, 'POST', '/api/part');
  const form = addProductForm(page);

  await form.submit.click();
  await expect(form.name).toHaveAccessibleDescription(PRODUCT_NAME_REQUIRED);
  await expect(form.description).toHaveAccessibleDescription(DESCRIPTION_REQUIRED);
  await expect(form.minimumOrder).toHaveAccessibleDescription(MINIMUM_ORDER_REQUIRED);
  await expect(form.availableQuantity).toHaveAccessibleDescription(AVAILABLE_QUANTITY_REQUIRED);
  await expect(form.price).toHaveAccessibleDescription(PRICE_REQUIRED);
  await expect(form.photo).toHaveAccessibleDescription(/Photo is required$/);
  for (const message of [
    PRODUCT_NAME_REQUIRED,
    DESCRIPTION_REQUIRED,
    MINIMUM_ORDER_REQUIRED,
    AVAILABLE_QUANTITY_REQUIRED,
    PRICE_REQUIRED,
    PHOTO_REQUIRED,
  ]) {
    await expect(form.form.getByText(message, { exact: true })).toBeVisible();
  }

  // Spaces are no name; the numbers must be at least 1.
  await form.name.fill('   ');
  await form.description.fill('Stainless steel brake disc.');
  await form.minimumOrder.fill('0');
  await form.availableQuantity.fill('5');
  await form.price.fill('0');
  await form.submit.click();
  await expect(form.name).toHaveAccessibleDescription(PRODUCT_NAME_REQUIRED);
  await expect(form.description).not.toHaveAttribute('aria-invalid');
  await expect(form.minimumOrder).toHaveAccessibleDescription(MINIMUM_ORDER_AT_LEAST_1);
  await expect(form.availableQuantity).not.toHaveAttribute('aria-invalid');
  await expect(form.price).toHaveAccessibleDescription(PRICE_AT_LEAST_1);
  await expect(form.form.getByText(DESCRIPTION_REQUIRED, { exact: true })).toHaveCount(0);
  await expect(form.form.getByText(PHOTO_REQUIRED, { exact: true })).toBeVisible();

  // Everything there, but a minimum order above the stock.
  await form.name.fill(uniqueLabel('E2E Brake Disc'));
  await form.minimumOrder.fill('10');
  await form.price.fill('900');
  await form.photo.setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: makePng(8, 8) });
  await form.submit.click();
  await expect(form.minimumOrder).toHaveAccessibleDescription(MINIMUM_ORDER_ABOVE_STOCK);
  for (const field of [form.name, form.description, form.availableQuantity, form.price, form.photo]) {
    await expect(field).not.toHaveAttribute('aria-invalid');
  }

  expect(uploads, 'an invalid form uploads no photo').toEqual([]);
  expect(parts, 'an invalid form adds no product').toEqual([]);
  await expect(toast(page, PRODUCT_ADDED)).toHaveCount(0);
});

test('Manage All Orders: an unpaid order is NOT PAID; Approve Order ships a paid one and is disabled after; one state each', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  const paidPart = await newPart();
  const unpaidPart = await newPart();
  const customer = await newApiCustomer(request, baseURL!);
  const paidOrderId = await orderThroughApi(request, customer, paidPart);
  const tnxId = await payThroughApi(request, customer, paidOrderId, paidPart.name);
  const unpaidOrderId = await orderThroughApi(request, customer, unpaidPart);

  await signInAsAdmin(page, '/dashboard/manageorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage All Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'All Orders' });
  await expect(columnHeaders(table)).toHaveText([
    'Product Name',
    'Email',
    'Payment Status',
    'State',
    'Approve Action',
    'Action',
    'Order',
  ]);

  const unpaidRow = allOrdersRow(page, unpaidPart.name, customer.email);
  await expect(unpaidRow).toHaveCount(1);
  const unpaid = allOrdersCells(unpaidRow);
  await expect(unpaid.email).toHaveText(customer.email);
  await expect(unpaid.paymentStatus).toHaveText('UNPAID');
  await expect(unpaid.state).toHaveText('Placed');
  await expect(unpaid.approve).toHaveText('NOT PAID');
  await expect(unpaidRow.getByRole('button', { name: /^Approve Order/ })).toHaveCount(0);
  await expect(
    unpaidRow.getByRole('button', { name: `Delete order of ${unpaidPart.name} by ${customer.email}`, exact: true }),
  ).toBeVisible();

  const paidRow = allOrdersRow(page, paidPart.name, customer.email);
  await expect(paidRow).toHaveCount(1);
  const paid = allOrdersCells(paidRow);
  // PAID with its TnxID, and its one state; nothing says NOT PAID on the same row.
  await expect(paid.paymentStatus.locator('span')).toHaveText(['PAID', `TnxID ${tnxId}`]);
  await expect(paid.state).toHaveText('Confirmed');
  await expect(paidRow.getByText('NOT PAID', { exact: true })).toHaveCount(0);
  // Paid, it is kept on record: cancelled or returned, never deleted.
  await expect(paidRow.getByRole('button', { name: /^Delete order/ })).toHaveCount(0);
  const approve = paidRow.getByRole('button', {
    name: `Approve Order of ${paidPart.name} by ${customer.email}`,
    exact: true,
  });
  await expect(approve).toHaveText('Approve Order');
  await expect(approve).toBeEnabled();
  expect(await readOrderAs(request, customer, paidOrderId)).toMatchObject({ paid: true, tnxId, status: false });

  await approve.click();
  await expect(toast(page, PRODUCT_SHIPPING)).toBeVisible();
  await expect(paid.state).toHaveText('Shipped');
  await expect(approve).toBeDisabled();
  // The customer sees it shipping; the unpaid order is untouched.
  expect(await readOrderAs(request, customer, paidOrderId)).toMatchObject({ status: true, paid: true, tnxId });
  expect(await readOrderAs(request, customer, unpaidOrderId)).toMatchObject({ status: false, paid: false });

  await page.reload();
  await expect(paid.state).toHaveText('Shipped');
  await expect(approve).toBeDisabled();
  await expect(unpaid.state).toHaveText('Placed');
  await expect(unpaid.approve).toHaveText('NOT PAID');
});

test('an admin deletes an unpaid order after “Confirm delete?”: cancel keeps it, REMOVE says “Order … is removed”; a paid one stays on record', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  const part = await newPart();
  const paidPart = await newPart();
  const customer = await newApiCustomer(request, baseURL!);
  const orderId = await orderThroughApi(request, customer, part);
  const paidOrderId = await orderThroughApi(request, customer, paidPart);
  await payThroughApi(request, customer, paidOrderId, paidPart.name);

  await signInAsAdmin(page, '/dashboard/manageorder');
  // A paid order is kept on record (cancelled or returned instead): no DELETE, and the API refuses.
  const paidRow = allOrdersRow(page, paidPart.name, customer.email);
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow.getByRole('button', { name: /^Delete order/ })).toHaveCount(0);
  const refused = await page.request.delete(`/api/booking/${paidOrderId}`, { headers: await bearer(page) });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: orderLifecycleMessages.orderOnRecord });
  expect(await readOrderAs(request, customer, paidOrderId)).toMatchObject({ paid: true });

  const row = allOrdersRow(page, part.name, customer.email);
  await expect(row).toHaveCount(1);
  const deleteButton = row.getByRole('button', {
    name: `Delete order of ${part.name} by ${customer.email}`,
    exact: true,
  });
  const dialog = page.getByRole('dialog', { name: 'Confirm delete?' });

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(customer.email);
  await expect(dialog).toContainText(part.name);
  await dialog.getByRole('button', { name: 'cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  expect(await readOrderAs(request, customer, orderId)).not.toBeNull();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'REMOVE', exact: true }).click();
  await expect(toast(page, `Order ${part.name} is removed`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await readOrderAs(request, customer, orderId), 'the order is gone for its customer too').toBeNull();

  await page.reload();
  await expect(page.getByRole('table', { name: 'All Orders' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a question asked from the home page shows on Questions with its e-mail, message and date only', async ({
  page,
}) => {
  const email = newCustomer('asker').email;
  const message = `${uniqueLabel('Which chain kit fits a 150 cc commuter?')} Thanks!`;

  // As a guest, on the home page.
  await page.goto('/');
  const questionForm = page.getByRole('form', { name: 'Have A Question' });
  await questionForm.getByLabel('Email', { exact: true }).fill(email);
  await questionForm.getByLabel('Your question', { exact: true }).fill(message);
  await questionForm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, QUESTION_ASKED)).toBeVisible();

  await signInAsAdmin(page, '/dashboard/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  const question = page.getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({ hasText: message });
  await expect(question).toHaveCount(1);
  const emailLink = question.getByRole('link', { name: email, exact: true });
  await expect(emailLink).toHaveAttribute('href', `mailto:${email}`);
  await expect(question.getByText(message, { exact: true })).toBeVisible();

  const date = question.locator('time');
  await expect(date).toHaveCount(1);
  const dateTime = (await date.getAttribute('datetime'))!;
  const asked = new Date(dateTime);
  expect(Math.abs(Date.now() - asked.getTime()), 'the question was asked just now').toBeLessThan(10 * 60_000);
  // The day as the reader's browser sees it: its number and year, and no time of day.
  const { day, year } = await page.evaluate((iso) => {
    const when = new Date(iso);
    return { day: when.getDate(), year: when.getFullYear() };
  }, dateTime);
  const dateText = (await date.innerText()).trim();
  expect(dateText.match(/\d+/g)).toContain(String(day));
  expect(dateText).toContain(String(year));
  expect(dateText, 'a date without a time').not.toMatch(/\d:\d|\b(am|pm)\b/i);

  // Nothing else: the e-mail, the date and the message make up the whole card.
  await expect(question).toHaveText(`${email}${dateText}${message}`);
});

test('Make Admin promotes a customer: the button gives way to the Admin badge and the API agrees', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await newApiCustomer(request, baseURL!, 'promoted');
  const adminCheck = async () => {
    const response = await request.get(`/api/admin/${encodeURIComponent(customer.email)}`, {
      headers: customer.headers,
    });
    expect(response.ok(), `GET /api/admin/${customer.email} answered ${response.status()}`).toBe(true);
    return (await response.json()) as { admin: boolean };
  };
  expect(await adminCheck()).toEqual({ admin: false });

  await signInAsAdmin(page, '/dashboard/makeadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Make Admin' })).toBeVisible();
  const table = page.getByRole('table', { name: 'All Users' });
  await expect(columnHeaders(table)).toHaveText(['User', 'Action']);

  // The demo admin is one already: no button on its row.
  const ownRow = userRow(page, DEMO_ADMIN.email);
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  const row = userRow(page, customer.email);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(customer.name);
  const makeAdmin = row.getByRole('button', { name: `Make Admin: ${customer.email}`, exact: true });
  await expect(makeAdmin).toHaveText('Make Admin');
  await makeAdmin.click();

  await expect(toast(page, `${customer.email} is an admin now`)).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await adminCheck()).toEqual({ admin: true });

  await page.reload();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('Admin pages are for admins', () => {
  test('a customer signed in through the login form who opens Manage All Orders is signed out and sent to /login', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);
    await page.goto('/login');
    await loginForm(page).signIn(customer);
    await expect(page).toHaveURL('/');
    await expectSignedInNavigation(page);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const allOrdersCalls = recordCalls(page, 'GET', '/api/booking');

    await page.goto('/dashboard/manageorder');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toHaveCount(0);
    await expect.poll(() => sessionInPage(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    await expectSignedOutNavigation(page);
    // Plain /login: no redirect back to a page this customer may not see.
    expect(new URL(page.url()).search).toBe('');
    expect(allOrdersCalls, 'the page never asked for all orders').toEqual([]);

    // Signed out for real: the dashboard asks for a login again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard')}`);
  });

  test('a signed-out visitor who opens an admin page is sent to /login, and comes back after signing in', async ({
    page,
  }) => {
    for (const { path } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(loginForm(page).form).toBeVisible();
    }
    // From the last one, the demo admin signs in and lands on it.
    const last = ADMIN_PAGES[ADMIN_PAGES.length - 1]!;
    await loginForm(page).signIn(DEMO_ADMIN);
    await expect(page).toHaveURL(last.path);
    await expect(page.getByRole('heading', { level: 1, name: last.heading })).toBeVisible();
  });
});

test.describe('Dashboard menu', () => {
  test('the admin’s side menu leads to Manage All Orders, Add Product, Manage All Products, Questions and Make Admin', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard');
    const menu = await openDashboardMenu(page);
    await expect(menu.getByRole('link')).toHaveText([...ADMIN_MENU]);

    for (const { path, heading } of ADMIN_PAGES) {
      const links = await openDashboardMenu(page);
      await links.getByRole('link', { name: heading, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a customer’s side menu has none of the admin pages', async ({ page, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!);
    const menu = await openDashboardMenu(page);
    await expect(menu.getByRole('link')).toHaveText([...CUSTOMER_MENU]);
    for (const { heading } of ADMIN_PAGES) {
      await expect(page.getByRole('link', { name: heading, exact: true })).toHaveCount(0);
    }
  });
});

test(
  'the five admin pages fit a 390 px phone without sideways scrolling, every button in sight',
  { tag: '@phone' },
  async ({ page, request, baseURL, newPart }) => {
    // Something on every page: a paid order with a long e-mail, and a long question.
    const part = await newPart();
    const customer = await newApiCustomer(request, baseURL!, 'a-rather-long-mailbox-name-for-layout');
    const orderId = await orderThroughApi(request, customer, part);
    await payThroughApi(request, customer, orderId, part.name);
    // And an unpaid one, which offers DELETE (a paid order is kept on record).
    const unpaidPart = await newPart();
    await orderThroughApi(request, customer, unpaidPart);
    const asked = await request.post('/api/question', {
      data: { email: customer.email, message: `${'Does the chain kit fit? '.repeat(8)}${uniqueLabel('Ref')}` },
    });
    expect(asked.ok(), `POST /api/question answered ${asked.status()}`).toBe(true);

    await signInAsAdmin(page, '/dashboard/manageorder');
    // What each page must show whole, without swiping a table sideways (its rows are cards on a phone).
    const orderRow = allOrdersRow(page, part.name, customer.email);
    const controls: Record<string, Locator[]> = {
      '/dashboard/manageorder': [
        orderRow.getByRole('button', { name: /^Approve Order/ }),
        allOrdersRow(page, unpaidPart.name, customer.email).getByRole('button', { name: /^Delete order/ }),
      ],
      '/dashboard/sales': [
        page.getByRole('link', { name: 'Last 30 days' }),
        page.getByRole('link', { name: 'Last 90 days' }),
      ],
      '/dashboard/addproduct': [addProductForm(page).submit],
      '/dashboard/manageproduct': [
        productRow(page, part.name).getByRole('link', { name: `Edit product ${part.name}` }),
        productRow(page, part.name).getByRole('button', { name: `Delete product ${part.name}` }),
      ],
      // The demo catalogue has parts sold out, so the first page of the list has rows.
      '/dashboard/lowstock': [page.getByRole('link', { name: /^Edit or restock / }).first()],
      '/dashboard/questions': [
        page.getByRole('list', { name: 'Questions' }).getByRole('link', { name: customer.email }),
      ],
      '/dashboard/jobs': [],
      '/dashboard/vitals': [],
      '/dashboard/businessaccounts': [
        page.getByRole('navigation', { name: 'Show applications' }).getByRole('link', { name: 'Refused' }),
      ],
      '/dashboard/customergroups': [page.getByRole('button', { name: 'Add group' })],
      '/dashboard/returns': [
        page.getByRole('navigation', { name: 'Show returns' }).getByRole('link', { name: 'Return refunded' }),
      ],
      '/dashboard/quotes': [
        page.getByRole('navigation', { name: 'Show quotes' }).getByRole('link', { name: 'Expired' }),
      ],
      '/dashboard/makeadmin': [userRow(page, customer.email).getByRole('button', { name: /^Make Admin/ })],
      '/dashboard/settings': [page.getByRole('button', { name: 'Save' })],
      '/dashboard/outbox': [page.getByLabel('Recipient'), page.getByRole('button', { name: 'Search', exact: true })],
      '/dashboard/diagrams': [page.getByRole('link', { name: /^Edit the diagram / }).first()],
      '/dashboard/cataloguefile': [
        page.getByRole('button', { name: 'Export CSV' }),
        page.getByLabel('Catalogue file (CSV)'),
        page.getByRole('button', { name: 'Import', exact: true }),
      ],
    };
    // Manage All Products is paged in shop order: this test's part is on its last page.
    const productsPage = await manageProductsLastPage(request);
    for (const { path, heading } of ADMIN_PAGES) {
      const target = path === '/dashboard/manageproduct' ? productsPage : path;
      if (page.url() !== new URL(target, baseURL).href) await page.goto(target);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const control of controls[path]!) {
        await expect(control).toBeVisible();
        expect(await isWholeAcross(control), `${await control.textContent()} is cut off on ${path}`).toBe(true);
      }
      expect(await hasHorizontalOverflow(page), `${path} scrolls sideways`).toBe(false);
    }
  },
);
