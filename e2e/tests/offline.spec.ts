import type { Page } from '@playwright/test';
import { loginForm } from '../support/accounts';
import { openDashboardMenu } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { goHomeFromAnotherPage } from '../support/navigation';
import { purchasePage, signInAsNewCustomer, toast } from '../support/orders';
import { PARTS_PAGE_CALL } from '../support/requests';

// apps/web/src/lib/api-client.ts and packages/contract/src/messages.ts: the shop's words for a
// request that never reached it and for a server error without its own message.
const CANNOT_REACH_SHOP = 'Cannot reach the shop. Check your connection and try again.';
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
const PAGE_NOT_DOWNLOADED = 'This page could not be downloaded';

/** A failure the shop reports at once: well inside TanStack's retries (1 s, then 2 s more). */
const AT_ONCE = { timeout: 2_000 };

/** Every call of `method` to `path` that reached the shop and was answered. */
function answeredCalls(page: Page, method: string, path: string): string[] {
  const calls: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(`${method} ${path}`);
  });
  return calls;
}

/** The layout around a page: the navbar and the footer. */
async function expectLayout(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('offline, signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!);
  });

  test('Place Order says the shop cannot be reached, keeps the form and sends nothing later', async ({
    page,
    context,
    catalogue,
  }) => {
    // Nothing is ordered, so no stock moves: any part will do.
    // A seeded part: the newest may be one another test is adding and removing meanwhile.
    await page.goto(`/purchase/${catalogue[0]!._id}`);
    const purchase = purchasePage(page);
    await purchase.fillContact();
    const bookings = answeredCalls(page, 'POST', '/api/checkout');

    await context.setOffline(true);
    await purchase.placeOrder.click();

    await expect(toast(page, CANNOT_REACH_SHOP)).toBeVisible(AT_ONCE);
    await expect(purchase.placeOrder).toBeEnabled();
    await expect(purchase.phone).toHaveValue('01712345678');
    await expect(purchase.address).toHaveValue('House 4, Road 2, Dhanmondi, Dhaka');

    // The failed order is not held back and sent behind the customer's back once the link returns.
    await context.setOffline(false);
    await page.waitForTimeout(1_000);
    expect(bookings).toEqual([]);
  });

  test('Add a review says "Review not Added." and keeps the review', async ({ page, context }) => {
    await page.goto('/dashboard/review');
    const reviewText = page.getByLabel('Review', { exact: true });
    await reviewText.fill('Quiet brake pads that bite well.');
    await page.getByRole('radio', { name: '4 stars' }).check();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Review' }).click();

    await expect(toast(page, 'Review not Added.')).toBeVisible(AT_ONCE);
    await expect(page.getByRole('button', { name: 'Add Review' })).toBeEnabled();
    await expect(reviewText).toHaveValue('Quiet brake pads that bite well.');
  });

  test('a part’s purchase page opened offline says the shop cannot be reached, and loads once back online', async ({
    page,
    context,
    catalogue,
  }) => {
    // One purchase page online, so its code is there; then another part's, offline, from home.
    await page.goto('/');
    const [first, second] = [catalogue[1]!, catalogue[2]!];
    await page.getByRole('link', { name: `Buy Now: ${first.name}`, exact: true }).click();
    await expect(purchasePage(page).form).toBeVisible();
    await page.goBack();

    await context.setOffline(true);
    await page.getByRole('link', { name: `Buy Now: ${second.name}`, exact: true }).click();

    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toContainText(CANNOT_REACH_SHOP, AT_ONCE);
    await expect(error.getByRole('button', { name: 'Try again' })).toBeEnabled();

    await context.setOffline(false);
    await expect(purchasePage(page).form).toBeVisible();
    await expect(page.getByRole('heading', { name: second.name })).toBeVisible();
  });

  test('a dashboard page not downloaded yet says so beside the menu, and opens once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard/order');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

    await context.setOffline(true);
    await (await openDashboardMenu(page)).getByRole('link', { name: 'Add a review' }).click();

    const error = page.getByRole('main').getByRole('alert');
    await expect(error.getByRole('heading', { name: PAGE_NOT_DOWNLOADED })).toBeVisible(AT_ONCE);
    await expect(error).toContainText(CANNOT_REACH_SHOP);
    await expectLayout(page);
    await expect((await openDashboardMenu(page)).getByRole('link', { name: 'My Order' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a review' })).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});

// A visitor without an account.
test.describe('offline, signed out', () => {
  test('the home page’s question form says "Error Occurred" and keeps the question', async ({ page, context }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Have A Question' });
    await form.getByLabel('Email').fill('rider@example.com');
    await form.getByLabel('Your question').fill('Do you ship brake pads to Sylhet?');

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, 'Error Occurred')).toBeVisible(AT_ONCE);
    await expect(form.getByLabel('Your question')).toHaveValue('Do you ship brake pads to Sylhet?');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('the question form offline before its rules and the toast code were downloaded still says "Error Occurred"', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // Nothing has fetched the form's rules or react-toastify yet: both downloads fail from here on.
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Have A Question' });
    await form.getByLabel('Email').fill('rider@example.com');
    await form.getByLabel('Your question').fill('Do you ship brake pads to Sylhet?');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, 'Error Occurred')).toBeVisible(AT_ONCE);
    await expect(form.getByLabel('Your question')).toHaveValue('Do you ship brake pads to Sylhet?');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // Back online, the same click checks the form with its rules and sends the question.
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Question Asked')).toBeVisible();
    await expect(form.getByLabel('Your question')).toHaveValue('');
  });

  test('Login offline before its rules were downloaded says the shop cannot be reached', async ({ page, context }) => {
    await page.goto('/login');
    await context.setOffline(true);
    const login = loginForm(page);
    await login.signIn({ email: 'rider@example.com', password: 'not-a-real-password' });

    await expect(login.alert).toHaveText(CANNOT_REACH_SHOP, AT_ONCE);
    await expect(login.email).toHaveValue('rider@example.com');
    await expect(login.submit).toBeEnabled();
  });

  test('All Products not downloaded yet keeps the layout, and Try again offline keeps it too', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'All Products' }).first().click();

    const error = page.getByRole('main').getByRole('alert');
    await expect(error.getByRole('heading', { name: PAGE_NOT_DOWNLOADED })).toBeVisible(AT_ONCE);
    await expectLayout(page);

    // Offline, a reload would show the browser's own offline page instead of the shop.
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(error.getByRole('heading', { name: PAGE_NOT_DOWNLOADED })).toBeVisible();
    // The attempt is over (its spinner gone) before the connection returns, as a rider's would be.
    await expect(error.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectLayout(page);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });
});

test('a proxy’s error page in front of the shop is reported in the shop’s own words', async ({ page }) => {
  await page.route(PARTS_PAGE_CALL, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  // Reached inside the shop, so the browser fetches the parts (opened by URL, the server would have).
  await goHomeFromAnotherPage(page);

  const error = page.getByRole('main').getByRole('alert').first();
  await expect(error).toContainText(SERVER_ERROR, { timeout: 15_000 });
  await expect(page.getByText('Request failed (502)')).toHaveCount(0);
});
