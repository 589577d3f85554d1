import type { Page } from '@playwright/test';
import {
  expectSignedInNavigation,
  expectSignedOutNavigation,
  loginForm,
  openNavigation,
  sessionInPage,
  storedToken,
} from '../support/accounts';
import { openDashboardMenu } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';
import { recordCalls } from '../support/requests';
import { endSessionOnServer, SESSION_ENDED } from '../support/session';

/** Neither Login nor Sign out: the shop cannot tell whether the visitor is signed in. */
async function expectUndecidedNavigation(page: Page) {
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test.describe('a session that ends on the server', () => {
  test('a review sent after it ended leads to the login page, which says why once and comes back', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await signInAsNewCustomer(page, baseURL!);
    await page.goto('/dashboard/review');
    await page.getByLabel('Review', { exact: true }).fill('Quiet, strong brake pads.');
    await page.getByRole('radio', { name: '5 stars' }).check();
    const signOuts = recordCalls(page, 'POST', '/api/auth/sign-out');

    await endSessionOnServer(page, request, baseURL!);
    await page.getByRole('button', { name: 'Add Review' }).click();

    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard/review')}`);
    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toHaveCount(1);
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    expect(await storedToken(page)).toBeNull();
    expect(signOuts).toHaveLength(1);
    await expectSignedOutNavigation(page);

    await loginForm(page).signIn(customer);
    await expect(page).toHaveURL('/dashboard/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a review' })).toBeVisible();
    await expectSignedInNavigation(page);
  });

  test('a page opened after it ended leads to the login page instead of a Try again that cannot work', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    await endSessionOnServer(page, request, baseURL!);

    await (await openDashboardMenu(page)).getByRole('link', { name: 'Personal Information' }).click();

    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard/profile')}`);
    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectSignedOutNavigation(page);
  });

  test('My Orders keeps the spec’s rule: signed out and sent home', async ({ page, request, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!);
    await endSessionOnServer(page, request, baseURL!);

    await (await openDashboardMenu(page)).getByRole('link', { name: 'My Order' }).click();

    await expect(page).toHaveURL('/');
    await expectSignedOutNavigation(page);
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('a sign-in check that fails', () => {
  test('shows an error with Try again on a signed-in page, not the login page, and recovers', async ({
    page,
    baseURL,
  }) => {
    await signInAsNewCustomer(page, baseURL!);
    await page.route('**/api/auth/get-session', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    // A signed-in page comes with its session (ADR 066), so the app checks nothing on loading it:
    // taken out here, the page is one the app must check the session for itself.
    await page.route('**/dashboard/order', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="session-state">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    });

    await page.goto('/dashboard/order');

    // The client tries three times before it says so.
    const error = page.getByRole('alert').filter({ hasText: 'We could not load this.' });
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/dashboard/order');
    await expectUndecidedNavigation(page);

    await page.unroute('**/api/auth/get-session');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expectSignedInNavigation(page);
  });

  test('recovers on its own once the network is back, without a reload', async ({ page, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!);
    await page.route('**/api/admin/*', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    // The client tries three times before it gives up; Login shows only while it is checking.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expectUndecidedNavigation(page);

    await page.unroute('**/api/admin/*');
    await expect
      .poll(async () => (await openNavigation(page)).getByRole('button', { name: 'Sign out' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /^Buy Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/purchase\//);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  });
});

test('Sign out shows that it is working while the server is slow, and a second click does nothing', async ({
  page,
  baseURL,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const signOuts = recordCalls(page, 'POST', '/api/auth/sign-out');
  await page.route('**/api/auth/sign-out', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });

  const nav = await openNavigation(page);
  await nav.getByRole('button', { name: 'Sign out' }).click();

  const signingOut = nav.getByRole('button', { name: 'Signing out…' });
  await expect(signingOut).toBeVisible();
  await expect(signingOut).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Signing out…' })).toBeAttached();
  await signingOut.click({ force: true });
  // The session is not forgotten before the server has ended it (its cookie is HttpOnly).
  await expect(page).toHaveURL('/dashboard');
  expect(await sessionInPage(page)).not.toBeNull();

  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expectSignedOutNavigation(page);
  expect(signOuts).toHaveLength(1);
  expect(await sessionInPage(page)).toBeNull();
});
