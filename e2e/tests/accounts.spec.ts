import {
  expectRedMessageUnderForm,
  expectSignedInNavigation,
  expectSignedOutNavigation,
  loginForm,
  newCustomer,
  openNavigation,
  recordAuthCalls,
  sessionInPage,
  signOutFromNavigation,
  signUpThroughApi,
  signupForm,
  storedToken,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { setNextGoogleIdentity } from '../support/google-identity';
import { linkMailedTo } from '../support/outbox';

// docs/product.md#validation, to the letter.
const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Provide a valid Email';
const PASSWORD_REQUIRED = 'Password is required';
const PASSWORD_TOO_SHORT = 'Password must be 6 character';
const NAME_REQUIRED = 'Name is required';
// better-auth's answer to a wrong password or an unknown e-mail, shown as the server words it.
const INVALID_CREDENTIALS = 'Invalid email or password';
// authMessages.googleAccountNotLinked (packages/contract/src/messages.ts).
const GOOGLE_ACCOUNT_NOT_LINKED =
  'This e-mail already has a password account. Sign in with your password; Google is linked only to verified e-mails.';

test.describe('login page', () => {
  test('shows every validation message under its field and sends nothing until the form is valid', async ({ page }) => {
    const authCalls = recordAuthCalls(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const login = loginForm(page);

    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription(EMAIL_REQUIRED);
    await expect(login.password).toHaveAccessibleDescription(PASSWORD_REQUIRED);
    await expect(login.form.getByText(EMAIL_REQUIRED)).toBeVisible();
    await expect(login.form.getByText(PASSWORD_REQUIRED)).toBeVisible();
    await expect(login.email).toHaveAttribute('aria-invalid', 'true');

    await login.email.fill('rider@motoforge');
    await login.password.fill('12345');
    await login.submit.click();
    await expect(login.email).toHaveAccessibleDescription(EMAIL_INVALID);
    await expect(login.password).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
    await expect(login.form.getByText(EMAIL_INVALID)).toBeVisible();
    await expect(login.form.getByText(PASSWORD_TOO_SHORT)).toBeVisible();
    expect(authCalls, 'an invalid form is not sent').toEqual([]);
    await expect(page).toHaveURL('/login');

    // Six characters and a well-formed address pass: the form goes to the server, which knows no such user.
    await login.email.fill(newCustomer().email);
    await login.password.fill('123456');
    await login.submit.click();
    await expect(login.alert).toHaveText(INVALID_CREDENTIALS);
    await expect(login.email).not.toHaveAttribute('aria-invalid');
    await expect(login.password).not.toHaveAttribute('aria-invalid');
    await expect(login.form.getByText(EMAIL_INVALID)).toBeHidden();
    await expect(login.form.getByText(PASSWORD_TOO_SHORT)).toBeHidden();
    expect(authCalls).toEqual(['POST /api/auth/sign-in/email']);
  });

  test('a wrong password shows the server’s message in red under the form', async ({ page, request, baseURL }) => {
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/login');
    const login = loginForm(page);
    await login.signIn({ email: customer.email, password: `${customer.password}-wrong` });

    await expectRedMessageUnderForm(login.alert, login.submit, INVALID_CREDENTIALS);
    await expect(page).toHaveURL('/login');
    await expectSignedOutNavigation(page);
    expect(await storedToken(page)).toBeNull();
  });

  test('offers Google and a link to the signup page, which links back', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create New Account' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('signup page', () => {
  test('shows every validation message under its field and sends nothing until the form is valid', async ({ page }) => {
    const authCalls = recordAuthCalls(page);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    const signup = signupForm(page);

    await signup.submit.click();
    await expect(signup.name).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(signup.email).toHaveAccessibleDescription(EMAIL_REQUIRED);
    await expect(signup.password).toHaveAccessibleDescription(PASSWORD_REQUIRED);
    for (const message of [NAME_REQUIRED, EMAIL_REQUIRED, PASSWORD_REQUIRED]) {
      await expect(signup.form.getByText(message)).toBeVisible();
    }

    // Spaces are no name.
    await signup.name.fill('   ');
    await signup.email.fill('rider.motoforge.com');
    await signup.password.fill('abcde');
    await signup.submit.click();
    await expect(signup.name).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(signup.email).toHaveAccessibleDescription(EMAIL_INVALID);
    await expect(signup.password).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
    for (const message of [NAME_REQUIRED, EMAIL_INVALID, PASSWORD_TOO_SHORT]) {
      await expect(signup.form.getByText(message)).toBeVisible();
    }

    expect(authCalls, 'an invalid form is not sent').toEqual([]);
    await expect(page).toHaveURL('/signup');
    expect(await storedToken(page)).toBeNull();
  });

  test('an e-mail that already has an account shows the server’s message in red under the form', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/signup');
    const signup = signupForm(page);
    await signup.signUp({ ...customer, name: 'Someone Else' });

    await expect(signup.alert).not.toBeEmpty();
    const message = (await signup.alert.textContent()) ?? '';
    expect(message).toMatch(/already exists/i);
    await expectRedMessageUnderForm(signup.alert, signup.submit, message);
    await expect(page).toHaveURL('/signup');
    await expectSignedOutNavigation(page);
  });
});

test('a newcomer signs up, is signed in with a token, signs out, and signs in again', async ({ page, request }) => {
  const customer = newCustomer();

  await page.goto('/signup');
  await signupForm(page).signUp(customer);

  // Signed in on the home page, with an API token that the API accepts as this customer's.
  await expect(page).toHaveURL('/');
  await expectSignedInNavigation(page);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  const token = (await storedToken(page))!;
  const session = await sessionInPage(page);
  expect(session?.user).toMatchObject({ email: customer.email, name: customer.name });
  const adminCheck = await request.get(`/api/admin/${encodeURIComponent(customer.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(adminCheck.status()).toBe(200);
  expect(await adminCheck.json()).toEqual({ admin: false });

  // Sign out: back on /, Login offered, the token gone here and refused by the server.
  await signOutFromNavigation(page);
  await expect(page).toHaveURL('/');
  await expectSignedOutNavigation(page);
  expect(await storedToken(page)).toBeNull();
  expect(await sessionInPage(page)).toBeNull();
  const afterSignOut = await request.get(`/api/admin/${encodeURIComponent(customer.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(afterSignOut.status()).toBe(401);

  // The same account signs in again from the navigation's Login.
  await (await openNavigation(page)).getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await loginForm(page).signIn(customer);

  await expect(page).toHaveURL('/');
  await expectSignedInNavigation(page);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  expect(await storedToken(page)).not.toBe(token);
  expect((await sessionInPage(page))?.user.email).toBe(customer.email);
});

test('the demo admin can sign in', async ({ page, publicConfig }) => {
  expect(publicConfig.demo, 'the e2e server runs in demo mode').toBeDefined();
  const { email, password } = publicConfig.demo!;
  expect(email).toBe('admin@motoforge.com');

  await page.goto('/login');
  await loginForm(page).signIn({ email, password });

  await expect(page).toHaveURL('/');
  await expectSignedInNavigation(page);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  expect((await sessionInPage(page))?.user).toMatchObject({ email, role: 'admin' });
});

test.describe('signed-in pages', () => {
  test('/dashboard sends a signed-out visitor to /login, and back to /dashboard after logging in', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await loginForm(page).signIn(customer);

    await expect(page).toHaveURL('/dashboard');
    // docs/product.md#dashboard: the dashboard's index offers Personal Information (a wide screen's side menu does too).
    await expect(page.getByRole('main').getByRole('link', { name: 'Personal Information' }).first()).toBeVisible();
    await expectSignedInNavigation(page);
  });

  test('login from /purchase/{id} returns there, replacing the login page in the history', async ({
    page,
    request,
    baseURL,
    catalogue,
  }) => {
    const part = catalogue[0];
    expect(part, 'the demo catalogue has parts').toBeDefined();
    const purchasePath = `/purchase/${encodeURIComponent(part!._id)}`;
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/');
    await page.goto(purchasePath);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(purchasePath)}`);
    await loginForm(page).signIn(customer);

    await expect(page).toHaveURL(purchasePath);
    await expect(page.getByRole('heading', { name: part!.name })).toBeVisible();
    await expectSignedInNavigation(page);

    // The login page was replaced: Back leaves the shop's private page for the one before it.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});

test.describe('Continue with Google', { tag: '@desktop' }, () => {
  // One "next identity" on the local Google for the whole run: these tests take turns, on one project.
  test.describe.configure({ mode: 'serial' });

  // E-mail verification (ADR 033): the sign-up's link verifies the address, which lets Google join.
  test(
    'the sign-up e-mail verifies the address, and then Google joins the account',
    { tag: '@desktop' },
    async ({ page, request, baseURL }) => {
      const customer = newCustomer('verifier');
      await signUpThroughApi(request, baseURL!, customer);
      await page.goto(await linkMailedTo(request, baseURL!, customer.email, 'Verify your MotoForge e-mail address'));
      await expect(page).toHaveURL('/email-verified');
      await expect(page.locator('p[role=status]')).toHaveText('Your e-mail address is verified.');

      // Verified: Google's sign-in with the same verified address now opens this account.
      await setNextGoogleIdentity(request, {
        sub: `google-${customer.email}`,
        email: customer.email,
        email_verified: true,
        name: 'Someone Else',
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL('/');
      await expectSignedInNavigation(page);
      expect((await sessionInPage(page))?.user).toMatchObject({ email: customer.email, name: customer.name });
    },
  );

  const googleUser = newCustomer('google');
  const googleIdentity = {
    sub: `google-${googleUser.email}`,
    email: googleUser.email,
    email_verified: true,
    name: googleUser.name,
  };

  test('signs a new customer in end to end against the local OpenID Connect server', async ({ page, request }) => {
    await setNextGoogleIdentity(request, googleIdentity);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL('/');
    await expectSignedInNavigation(page);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    expect((await sessionInPage(page))?.user).toMatchObject({ email: googleUser.email, name: googleUser.name });
  });

  test('signs the same Google user in again and returns to the page they came from', async ({ page, request }) => {
    await setNextGoogleIdentity(request, googleIdentity);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard')}`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expectSignedInNavigation(page);
    expect((await sessionInPage(page))?.user.email).toBe(googleUser.email);
  });

  test('signs a new customer up from the signup page', async ({ page, request }) => {
    const customer = newCustomer('google');
    await setNextGoogleIdentity(request, {
      sub: `google-${customer.email}`,
      email: customer.email,
      email_verified: true,
      name: customer.name,
    });

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL('/');
    await expectSignedInNavigation(page);
    expect((await sessionInPage(page))?.user).toMatchObject({ email: customer.email, name: customer.name });
  });

  test('refuses an e-mail that already has a password account, with a message under the login form', async ({
    page,
    request,
    baseURL,
  }) => {
    // Someone registered this address with a password first; Google must not take that account over.
    const customer = newCustomer();
    await signUpThroughApi(request, baseURL!, customer);
    await setNextGoogleIdentity(request, {
      sub: `google-${customer.email}`,
      email: customer.email,
      email_verified: true,
      name: 'Not The Owner',
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/login\?.*error=account_not_linked/);
    const login = loginForm(page);
    await expectRedMessageUnderForm(login.alert, login.submit, GOOGLE_ACCOUNT_NOT_LINKED);
    await expectSignedOutNavigation(page);
    expect(await sessionInPage(page)).toBeNull();
    expect(await storedToken(page)).toBeNull();

    // The owner's password still works.
    await login.signIn(customer);
    await expect(page).toHaveURL('/');
    expect((await sessionInPage(page))?.user).toMatchObject({ email: customer.email, name: customer.name });
  });
});
