import { expectSignedOutNavigation, openNavigation, sessionInPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';
import { recordCalls } from '../support/requests';

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
