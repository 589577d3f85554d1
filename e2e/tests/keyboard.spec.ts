import type { Locator, Page } from '@playwright/test';
import { loginForm, newCustomer, signUpThroughApi } from '../support/accounts';
import { expectKeyboardReachable, settleInvalidSubmit, tabTo } from '../support/accessibility';
import {
  addProductForm,
  allOrdersCells,
  allOrdersRow,
  DEMO_ADMIN,
  newApiCustomer,
  orderThroughApi,
  payThroughApi,
  signInAsAdmin,
  userRow,
} from '../support/admin';
import { expect, test } from '../support/fixtures';
import {
  expectPaidRow,
  myOrdersRow,
  ORDER_PLACED,
  paymentPage,
  placeOrderThroughApi,
  purchasePage,
  signInAsNewCustomer,
  toast,
} from '../support/orders';
import { publicPages } from '../support/public-pages';

// Everything here is done with the keyboard only: Tab and Shift+Tab to move, Enter, Space, the
// arrow keys and Escape to act, and typing. The mouse is never used.

/** The phone's menu toggle in the navigation bar, when the window is narrow enough to have one. */
const menuToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' });
const dashboardMenuToggle = (page: Page) => page.getByRole('button', { name: 'Open dashboard menu' });
/** The menu a disclosure button opens (its aria-controls). */
async function menuOf(toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  expect(id, 'the menu button names the menu it opens').toBeTruthy();
  return toggle.page().locator(`[id="${id}"]`);
}

/** Signs in through the login form by typing, from wherever the focus is on /login. */
async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  const login = loginForm(page);
  await tabTo(page, login.email);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

/** The ring a focused control draws around itself: its outline and the halo under it. */
function focusRingOf(control: Locator) {
  return control.evaluate((element) => {
    const { outlineStyle, outlineWidth, outlineColor, boxShadow } = getComputedStyle(element);
    return { outlineStyle, outlineWidth, outlineColor, boxShadow };
  });
}
const visitorPages = [
  ...publicPages,
  {
    name: 'login',
    path: '/login',
    waitUntilReady: (visited: Page) => expect(loginForm(visited).submit).toBeVisible(),
  },
  {
    name: 'signup',
    path: '/signup',
    waitUntilReady: (visited: Page) => expect(visited.getByRole('form', { name: 'Sign Up' })).toBeVisible(),
  },
];

// A test per page: a walk presses Tab once per control, and the pages together take longer than
// one test's time on a busy machine.
for (const visited of visitorPages) {
  test(`on the ${visited.name} page Tab reaches every control, in view and with a visible focus indicator`, async ({
    page,
  }) => {
    await page.goto(visited.path);
    await visited.waitUntilReady(page);
    await expectKeyboardReachable(page, visited.name);
  });
}

test('the phone menu, opened with the keyboard, is walked with Tab', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await publicPages[0]!.waitUntilReady(page);
  await tabTo(page, menuToggle(page));
  await page.keyboard.press('Enter');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expectKeyboardReachable(page, 'the phone menu', { within: await menuOf(menuToggle(page)) });
});

test('the home page works by keyboard: skip link, carousel, dismissals, the phone menu and the question form', async ({
  page,
}) => {
  await page.goto('/');
  await publicPages[0]!.waitUntilReady(page);

  // The first Tab shows the skip link; Enter moves on to the page's own content.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  const shopRing = await focusRingOf(skipLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const carousel = page.getByRole('region', { name: 'Welcome' });
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();

  // The carousel: Enter and Space on Next slide, then the pause button.
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  // On the dark picture daisyUI's thin outline in the button's text colour was all but invisible.
  expect(await focusRingOf(next), 'the carousel buttons show the focus ring every control shows').toEqual(shopRing);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: 'Slide 2 of 5' })).toBeInViewport({ ratio: 0.5 });
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('group', { name: 'Slide 3 of 5' })).toBeInViewport({ ratio: 0.5 });
  await page.keyboard.press('Tab');
  const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();

  // The question form: Enter on an empty form shows the messages and puts the focus on the first.
  const question = page.getByRole('form', { name: 'Have A Question' });
  const questionEmail = question.getByLabel('Email', { exact: true });
  await tabTo(page, questionEmail);
  await page.keyboard.press('Enter');
  await expect(questionEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(questionEmail).toBeFocused();
  await settleInvalidSubmit(page);

  // The banner and the demo notice close with Enter, and the next Tab goes on from there.
  await tabTo(page, page.getByRole('button', { name: 'Dismiss banner' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden();
  await page.keyboard.press('Tab');
  const dismissNotice = page.getByRole('button', { name: 'Dismiss demo notice' });
  await expect(dismissNotice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Demo notice' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeFocused();

  // On a phone: Enter opens the menu, Escape closes it and gives the focus back, Enter follows a link.
  if (await menuToggle(page).isVisible()) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, menuToggle(page));
    await page.keyboard.press('Enter');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuToggle(page)).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeHidden();

    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Blogs', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blogs');
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeHidden();
  }
});

test('a customer signs in, orders, pays and reviews by keyboard only', async ({ page, request, baseURL, newPart }) => {
  // The purchase page's delivery address and payment method are walked by keyboard too.
  test.slow();
  const customer = newCustomer('keyboard');
  await signUpThroughApi(request, baseURL!, customer);
  const part = await newPart();

  await page.goto('/login');
  await signInByKeyboard(page, customer);
  await expect(page).toHaveURL('/');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome to your dashboard, ${customer.name}` })).toBeVisible();
  await expectKeyboardReachable(page, 'the dashboard');

  // Purchase: the quantity, the delivery address and the card typed and chosen, then Enter on Place Order.
  await page.goto(`/purchase/${part._id}`);
  const purchase = purchasePage(page);
  await expect(purchase.placeOrder).toBeEnabled();
  await expectKeyboardReachable(page, 'the purchase page');
  await tabTo(page, purchase.quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(part.minimumOrder + 1));
  await page.keyboard.press('Tab');
  await expect(purchase.name).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(purchase.phone).toBeFocused();
  await page.keyboard.type('01712345678');
  // A focused select takes the option whose name is typed.
  for (const [select, name] of [
    [purchase.division, 'Dhaka'],
    [purchase.district, 'Dhaka'],
    [purchase.upazila, 'Savar'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.type(name);
    await expect(select.locator('option:checked')).toHaveText(name);
  }
  await page.keyboard.press('Tab');
  await expect(purchase.address).toBeFocused();
  await page.keyboard.type('House 4, Road 2, Dhanmondi, Dhaka');
  await page.keyboard.press('Tab');
  await expect(purchase.paymentMethod('Cash on delivery')).toBeFocused();
  // Arrow keys move through a radio group: the card, the spec's way to pay from My Orders.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(purchase.paymentMethod('Card')).toBeChecked();
  await tabTo(page, purchase.placeOrder);
  await page.keyboard.press('Enter');
  await expect(toast(page, ORDER_PLACED)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/order');

  // My Orders → Proceed to Pay → the card typed → Enter.
  const row = myOrdersRow(page, part.name);
  await expect(row.getByRole('cell').first()).toHaveText(String(part.minimumOrder + 1));
  await expectKeyboardReachable(page, 'My Orders');
  await tabTo(page, row.getByRole('link', { name: 'Proceed to Pay' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const payment = paymentPage(page);
  await expect(payment.pay).toBeEnabled();
  await expectKeyboardReachable(page, 'the payment page');
  await tabTo(page, payment.cardNumber);
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await expect(payment.expiry).toHaveValue('12 / 34');
  await page.keyboard.press('Tab');
  await expect(payment.pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(payment.congratulations).toBeVisible();
  const tnxId = (await payment.transactionId.textContent())!.trim();

  // Back to My Orders, and on to Add A Review: the text, four stars with the arrow keys, Enter.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'My Orders', exact: true }));
  await page.keyboard.press('Enter');
  await expectPaidRow(row, tnxId);
  await tabTo(page, row.getByRole('link', { name: 'Add A Review', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/review');
  const reviewText = page.getByLabel('Review', { exact: true });
  await expect(reviewText).toBeVisible();
  await expectKeyboardReachable(page, 'Add a review');
  await tabTo(page, reviewText);
  await page.keyboard.type(`Typed without a mouse: the ${part.name} fits well.`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '1 star' })).toBeFocused();
  await page.keyboard.press('Space');
  for (let stars = 2; stars <= 4; stars += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add Review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Review Added.')).toBeVisible();
});

test('a customer updates the profile and deletes an order with the dialog by keyboard only', async ({
  page,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const partToDelete = await newPart();

  // Personal Information: Enter on the empty form shows the messages with the focus on the first field.
  await page.goto('/dashboard/profile');
  const profile = page.getByRole('form', { name: 'Personal Information' });
  const phone = profile.getByLabel('Phone', { exact: true });
  await expect(phone).toBeVisible();
  await expectKeyboardReachable(page, 'Personal Information');
  await tabTo(page, phone);
  await page.keyboard.press('Enter');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await settleInvalidSubmit(page);
  await page.keyboard.type('01812345678');
  for (const value of ['Diploma in Automobile Engineering', 'Sylhet', 'https://www.linkedin.com/in/keyboard-rider']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Profile Updated')).toBeVisible();

  // DELETE opens the dialog with the focus on cancel; Escape closes it and gives the focus back;
  // Shift+Tab then Enter on REMOVE deletes the order.
  await placeOrderThroughApi(page, partToDelete);
  await page.goto('/dashboard/order');
  const deleteRow = myOrdersRow(page, partToDelete.name);
  const deleteButton = deleteRow.getByRole('button', { name: 'DELETE' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm delete?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'cancel' })).toBeFocused();
  await expectKeyboardReachable(page, 'the delete dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'REMOVE' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Order ${partToDelete.name} is removed`)).toBeVisible();
  await expect(deleteRow).toHaveCount(0);
});

test('an admin signs in, approves an order and opens and closes an unpaid order’s delete dialog by keyboard only', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  // Two keyboard sweeps of two pages and two orders' rows walked by Tab: over 30 s on a busy machine.
  test.slow();
  const part = await newPart();
  const unpaidPart = await newPart();
  const customer = await newApiCustomer(request, baseURL!, 'keyboard-buyer');
  await payThroughApi(request, customer, await orderThroughApi(request, customer, part), part.name);
  await orderThroughApi(request, customer, unpaidPart);

  await page.goto('/login');
  await signInByKeyboard(page, DEMO_ADMIN);
  await expect(page).toHaveURL('/');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectKeyboardReachable(page, 'the admin’s dashboard');

  // Manage All Orders: Enter on Approve Order ships it, and Tab goes on to the same row's order;
  // an unpaid order's DELETE opens its question, Escape closes it.
  await page.goto('/dashboard/manageorder');
  const row = allOrdersRow(page, part.name, customer.email);
  const approve = row.getByRole('button', { name: /^Approve Order/ });
  await expect(approve).toBeEnabled();
  await expectKeyboardReachable(page, 'Manage All Orders');
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your Product Is being shipped')).toBeVisible();
  await expect(allOrdersCells(row).state).toHaveText('Shipped');
  await expect(approve).toBeDisabled();
  await page.keyboard.press('Tab');
  // A paid order offers no DELETE: it is kept on record.
  await expect(row.getByRole('link', { name: /^Order MF-/ })).toBeFocused();
  const deleteOrder = allOrdersRow(page, unpaidPart.name, customer.email).getByRole('button', {
    name: /^Delete order/,
  });
  // Placed after the paid one, the unpaid order is listed above it (newest first).
  await tabTo(page, deleteOrder, { backwards: true });
  await page.keyboard.press('Enter');
  const orderDialog = page.getByRole('dialog', { name: 'Confirm delete?' });
  await expect(orderDialog.getByRole('button', { name: 'cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(orderDialog).toBeHidden();
  await expect(deleteOrder).toBeFocused();
});

test('an admin opens and closes the product dialog, submits Add Product and makes an admin by keyboard only', async ({
  page,
  request,
  baseURL,
  catalogue,
}) => {
  // Four pages and a dialog walked with Tab, one key press at a time.
  test.slow();
  const customer = await newApiCustomer(request, baseURL!, 'keyboard-promoted');
  const part = catalogue[0]!;
  await signInAsAdmin(page, '/dashboard/manageproduct');

  // Manage All Products: the delete dialog opens with Enter and closes with Escape.
  const deleteProduct = page.getByRole('button', { name: `Delete product ${part.name}`, exact: true });
  await expect(deleteProduct).toBeVisible();
  await expectKeyboardReachable(page, 'Manage All Products');
  await tabTo(page, deleteProduct);
  await page.keyboard.press('Enter');
  const productDialog = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(productDialog.getByRole('button', { name: 'cancel' })).toBeFocused();
  await expectKeyboardReachable(page, 'the product delete dialog');
  await page.keyboard.press('Escape');
  await expect(productDialog).toBeHidden();
  await expect(deleteProduct).toBeFocused();

  // Add Product: Enter on the empty form shows the messages with the focus on the first field.
  await page.goto('/dashboard/addproduct');
  const addProduct = addProductForm(page);
  await expect(addProduct.submit).toBeVisible();
  await expectKeyboardReachable(page, 'Add Product');
  await tabTo(page, addProduct.name);
  await page.keyboard.press('Enter');
  await expect(addProduct.name).toHaveAttribute('aria-invalid', 'true');
  await expect(addProduct.name).toBeFocused();
  await settleInvalidSubmit(page);

  await page.goto('/dashboard/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Questions' }).or(page.getByText('No one has asked a question yet.')),
  ).toBeVisible();
  await expectKeyboardReachable(page, 'Questions');

  // Make Admin: Enter on the customer's button.
  await page.goto('/dashboard/makeadmin');
  const makeAdmin = userRow(page, customer.email).getByRole('button', { name: `Make Admin: ${customer.email}` });
  await expect(makeAdmin).toBeVisible();
  await expectKeyboardReachable(page, 'Make Admin');
  await tabTo(page, makeAdmin);
  await page.keyboard.press('Enter');
  await expect(toast(page, `${customer.email} is an admin now`)).toBeVisible();
  await expect(userRow(page, customer.email).getByText('Admin', { exact: true })).toBeVisible();
});

test.describe('phone menus by keyboard', { tag: '@phone' }, () => {
  test('the dashboard menu takes the focus when it opens, keeps it while open and gives it back on Escape', async ({
    page,
    baseURL,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    const toggle = dashboardMenuToggle(page);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const links = menu.getByRole('link');
    await expect(links.first()).toBeFocused();
    // Round the menu and back to its first link: Tab never leaves the open drawer.
    const stops = await expectKeyboardReachable(page, 'the open dashboard menu', { within: menu });
    expect(stops).toHaveLength(await links.count());

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the phone menu closes when Tab leaves it, so it covers nothing the focus moves on to', async ({ page }) => {
    await page.goto('/');
    const toggle = menuToggle(page);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = (await menuOf(toggle)).getByRole('listitem');
    for (let item = 0; item < (await items.count()); item += 1) await page.keyboard.press('Tab');
    await expect(items.last().getByRole('link')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toBeHidden();
  });
});
