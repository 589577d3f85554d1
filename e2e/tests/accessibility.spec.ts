import type { Page } from '@playwright/test';
import {
  type Customer,
  loginForm,
  newCustomer,
  openNavigation,
  signUpThroughApi,
  signupForm,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import {
  addProductForm,
  allOrdersRow,
  approveThroughApi,
  type ApiCustomer,
  newApiCustomer,
  openDashboardMenu,
  orderThroughApi,
  payThroughApi,
  productRow,
  signInAsAdmin,
  uniqueLabel,
  userRow,
} from '../support/admin';
import { expect, test } from '../support/fixtures';
import {
  bearer,
  DECLINED_CARD,
  myOrdersRow,
  paymentPage,
  placeOrderThroughApi,
  purchasePage,
  signInAsNewCustomer,
  SUCCEEDING_CARD,
} from '../support/orders';
import { publicPages } from '../support/public-pages';

// Every page of the shop (apps/web/src/config/paths.ts), in the states a visitor meets it in:
// empty, filled with data, with validation messages, with a dialog or a menu open.

for (const publicPage of publicPages) {
  test(`${publicPage.name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(publicPage.path);
    await publicPage.waitUntilReady(page);
    await expectNoSeriousViolations(page, publicPage.name);
  });
}

test(
  'the phone menu, opened, has no serious or critical accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'the home page with the phone menu open');
  },
);

test('/login, empty, with validation messages and refused, has no serious or critical violations', async ({ page }) => {
  await page.goto('/login');
  const login = loginForm(page);
  await expect(login.submit).toBeVisible();
  await expectNoSeriousViolations(page, '/login');
  await login.submit.click();
  await expect(login.email).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, '/login with validation messages');
  await login.signIn({ email: newCustomer().email, password: 'not-the-password' });
  await expect(login.alert).toBeVisible();
  await expectNoSeriousViolations(page, '/login with the server’s error');
});

test('/signup, empty, with validation messages and refused, has no serious or critical violations', async ({
  page,
  request,
  baseURL,
}) => {
  const existing = newCustomer();
  await signUpThroughApi(request, baseURL!, existing);
  await page.goto('/signup');
  const signup = signupForm(page);
  await expect(signup.submit).toBeVisible();
  await expectNoSeriousViolations(page, '/signup');
  await signup.submit.click();
  await expect(signup.name).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, '/signup with validation messages');
  await signup.signUp(existing);
  await expect(signup.alert).toBeVisible();
  await expectNoSeriousViolations(page, '/signup with the server’s error');
});

test('the home page’s question form with its validation messages has no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/');
  const question = page.getByRole('form', { name: 'Have A Question' });
  await question.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(question.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'the home page’s question form with validation messages');
});

/** The page's customer as the API helpers take it: the page's own bearer token. */
async function pageCustomer(page: Page, customer: Customer): Promise<ApiCustomer> {
  const headers = await bearer(page);
  return { ...customer, token: headers.authorization!.replace(/^Bearer /, ''), headers };
}

/** On a narrow window the dashboard's side menu is a drawer: scans it open too. */
async function expectDashboardMenuClean(page: Page, state: string) {
  if (!(await page.getByRole('button', { name: 'Open dashboard menu' }).isVisible())) return;
  await openDashboardMenu(page);
  await expectNoSeriousViolations(page, `${state} with its menu open`);
  await page.keyboard.press('Escape');
}

test('a customer’s dashboard, profile and review pages, with validation messages, have no serious or critical violations', async ({
  page,
  baseURL,
}) => {
  // Several pages each scanned by axe at phone width: longer than one page's test.
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  await expectNoSeriousViolations(page, 'the dashboard');
  await expectDashboardMenuClean(page, 'the dashboard');

  await page.goto('/dashboard/profile');
  const profile = page.getByRole('form', { name: 'Personal Information' });
  await expect(profile).toBeVisible();
  await expectNoSeriousViolations(page, 'Personal Information');
  await profile.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(profile.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'Personal Information with validation messages');

  await page.goto('/dashboard/review');
  const addReview = page.getByRole('button', { name: 'Add Review' });
  await expect(addReview).toBeVisible();
  await expectNoSeriousViolations(page, 'Add a review');
  await addReview.click();
  await expect(page.getByLabel('Review', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'Add a review with validation messages');

  await page.goto('/dashboard/order');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expectNoSeriousViolations(page, 'My Orders without orders');
});

test('the purchase page and My Orders with unpaid, paid and shipped orders and the delete dialog have no serious or critical violations', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  // Four axe scans and three orders: about 30 s on a busy machine, over the default timeout.
  test.slow();
  const customer = await pageCustomer(page, await signInAsNewCustomer(page, baseURL!));
  const unpaidPart = await newPart();
  const paidPart = await newPart();
  const shippedPart = await newPart();

  await page.goto(`/purchase/${unpaidPart._id}`);
  const purchase = purchasePage(page);
  await expect(purchase.placeOrder).toBeEnabled();
  await expectNoSeriousViolations(page, 'the purchase page');
  await purchase.quantity.fill('0');
  await expect(purchase.quantityError).toBeVisible();
  await expectNoSeriousViolations(page, 'the purchase page with the quantity out of range');

  await orderThroughApi(page.request, customer, unpaidPart);
  await payThroughApi(page.request, customer, await orderThroughApi(page.request, customer, paidPart), paidPart.name);
  const shippedOrderId = await orderThroughApi(page.request, customer, shippedPart);
  const shippedTnxId = await payThroughApi(page.request, customer, shippedOrderId, shippedPart.name);
  await approveThroughApi(request, baseURL!, shippedTnxId);

  await page.goto('/dashboard/order');
  const unpaidRow = myOrdersRow(page, unpaidPart.name);
  await expect(unpaidRow.getByRole('button', { name: 'DELETE' })).toBeVisible();
  await expect(myOrdersRow(page, paidPart.name).getByText('PAID', { exact: true })).toBeVisible();
  await expect(myOrdersRow(page, shippedPart.name).getByText('PAID', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'My Orders');
  await unpaidRow.getByRole('button', { name: 'DELETE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm delete?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'My Orders with the delete dialog open');
});

test('the payment page, to pay, with a declined card, paid and already paid, has no serious or critical violations', async ({
  page,
  baseURL,
  newPart,
}) => {
  // Several pages each scanned by axe at phone width: longer than one page's test.
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  const orderId = await placeOrderThroughApi(page, await newPart());

  await page.goto(`/dashboard/payment/${orderId}`);
  const payment = paymentPage(page);
  await expect(payment.pay).toBeEnabled();
  await expectNoSeriousViolations(page, 'the payment page');
  await payment.payWith(DECLINED_CARD);
  await expect(payment.cardError).toBeVisible();
  await expectNoSeriousViolations(page, 'the payment page with a declined card');
  await payment.payWith(SUCCEEDING_CARD);
  await expect(payment.congratulations).toBeVisible();
  await expectNoSeriousViolations(page, 'the payment page after paying');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This order is paid' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the payment page of a paid order');
});

test('the admin’s dashboard and Manage All Orders with unpaid, paid and shipped orders and the delete dialog have no serious or critical violations', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  // Several pages each scanned by axe at phone width: longer than one page's test.
  test.slow();
  const customer = await newApiCustomer(request, baseURL!, 'a11y');
  const unpaidPart = await newPart();
  const paidPart = await newPart();
  const shippedPart = await newPart();
  await orderThroughApi(request, customer, unpaidPart);
  await payThroughApi(request, customer, await orderThroughApi(request, customer, paidPart), paidPart.name);
  const shippedOrderId = await orderThroughApi(request, customer, shippedPart);
  await approveThroughApi(request, baseURL!, await payThroughApi(request, customer, shippedOrderId, shippedPart.name));

  await signInAsAdmin(page, '/dashboard');
  await expectNoSeriousViolations(page, 'the admin’s dashboard');
  await expectDashboardMenuClean(page, 'the admin’s dashboard');

  await page.goto('/dashboard/manageorder');
  const unpaidRow = allOrdersRow(page, unpaidPart.name, customer.email);
  await expect(unpaidRow).toHaveCount(1);
  await expect(
    allOrdersRow(page, paidPart.name, customer.email).getByRole('button', { name: /^Approve/ }),
  ).toBeEnabled();
  await expect(
    allOrdersRow(page, shippedPart.name, customer.email).getByRole('button', { name: /^Approve/ }),
  ).toBeDisabled();
  await expectNoSeriousViolations(page, 'Manage All Orders');
  await unpaidRow.getByRole('button', { name: /^Delete order/ }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm delete?' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Manage All Orders with the delete dialog open');
});

test('Add Product with validation messages, Manage All Products and its dialog, Questions and Make Admin have no serious or critical violations', async ({
  page,
  request,
  baseURL,
  catalogue,
}) => {
  // Six axe scans over four pages: on a slow machine it ran out of the default 30 s (CI).
  test.slow();
  // Someone to make an admin, and a question of theirs.
  const customer = await newApiCustomer(request, baseURL!, 'a11y');
  const asked = await request.post('/api/question', {
    data: { email: customer.email, message: uniqueLabel('Do you ship brake pads to Sylhet?') },
  });
  expect(asked.ok(), `POST /api/question answered ${asked.status()}`).toBe(true);

  await signInAsAdmin(page, '/dashboard/addproduct');
  const addProduct = addProductForm(page);
  await expect(addProduct.submit).toBeVisible();
  await expectNoSeriousViolations(page, 'Add Product');
  await addProduct.submit.click();
  await expect(addProduct.name).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'Add Product with validation messages');

  await page.goto('/dashboard/manageproduct');
  const productDelete = productRow(page, catalogue[0]!.name).getByRole('button', { name: /^Delete product/ });
  await expect(productDelete).toBeVisible();
  await expectNoSeriousViolations(page, 'Manage All Products');
  await productDelete.click();
  await expect(page.getByRole('dialog', { name: 'Are You Sure?' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Manage All Products with the delete dialog open');

  await page.goto('/dashboard/questions');
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('link', { name: customer.email })).toBeVisible();
  await expectNoSeriousViolations(page, 'Questions');

  await page.goto('/dashboard/makeadmin');
  await expect(userRow(page, customer.email).getByRole('button', { name: /^Make Admin/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'Make Admin');
});
