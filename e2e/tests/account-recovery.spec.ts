import { type Page } from '@playwright/test';
import { expectSignedInNavigation, loginForm, newCustomer, sessionInPage, signUpThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { linkMailedTo } from '../support/outbox';

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set the new password' }).click();
}

test.describe('forgot password', () => {
  test('a link by e-mail sets a new password, and the old one stops working', async ({ page, request, baseURL }) => {
    const customer = newCustomer('forgetful');
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    // The test server has no SMTP_URL: the page says where the letter is.
    await expect(page.locator('p[role=status]')).toHaveText(
      "This shop sends no e-mail yet: if an account has this e-mail, the link to choose a new password is in the admin's outbox, at /dashboard/outbox.",
    );

    await page.goto(await linkMailedTo(request, baseURL!, customer.email, 'Choose a new MotoForge password'));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('fresh-password-1');
    await page.getByLabel('New password again').fill('not-the-same-1');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await fillNewPassword(page, 'fresh-password-1');
    await expect(page.locator('p[role=status]')).toHaveText(
      'Your password has been changed. Sign in with the new one.',
    );

    await page.getByRole('link', { name: 'Login with the new password' }).click();
    const login = loginForm(page);
    await login.signIn({ ...customer, password: customer.password });
    await expect(login.alert).toHaveText('Invalid email or password');
    await login.signIn({ ...customer, password: 'fresh-password-1' });
    await expect(page).toHaveURL('/');
    await expectSignedInNavigation(page);
  });

  test('a used or forged link says so and offers a new one', async ({ page }) => {
    await page.goto('/api/auth/reset-password/forged-token?callbackURL=%2Freset-password');
    await expect(page.getByRole('alert')).toHaveText('This link is not valid any more. Ask for a new one.');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('in Bangla, the page and its messages are in Bangla', async ({ page }) => {
    await page.goto('/bn/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeVisible();
    await page.getByRole('button', { name: 'কোড পাঠান' }).click();
    await expect(page.getByText('ফোন নম্বর দিতে হবে')).toBeVisible();
  });
});

test.describe('sign-in and security on the profile', () => {
  test('changes the name and the password, and says why a wrong current password is refused', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = newCustomer('changer');
    await signUpThroughApi(request, baseURL!, customer);
    await page.goto('/login');
    await loginForm(page).signIn(customer);
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard/profile');
    const settings = page.getByRole('region', { name: 'Sign-in and security' });
    await expect(settings.getByText('Not verified')).toBeVisible();

    await settings.getByRole('textbox', { name: 'Name' }).fill('Renamed Rider');
    await settings.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been changed.')).toBeVisible();
    expect((await sessionInPage(page))?.user.name).toBe('Renamed Rider');

    await settings.getByLabel('Current password').fill('not-my-password');
    await settings.getByLabel('New password', { exact: true }).fill('changed-pass-1');
    await settings.getByLabel('New password again').fill('changed-pass-1');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(settings.getByRole('alert')).toHaveText('Invalid password');

    await settings.getByLabel('Current password').fill(customer.password);
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // Still signed in on this device, with the renewed session.
    await page.reload();
    await expect(settings.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed Rider');

    const check = await request.post('/api/auth/sign-in/email', {
      data: { email: customer.email, password: 'changed-pass-1' },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(check.ok()).toBe(true);
  });
});
