import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The key under which the SPA keeps the API token (docs/product.md#data). */
export const ACCESS_TOKEN_KEY = 'accessToken';

export type Customer = { name: string; email: string; password: string };

/**
 * A customer nobody has used yet: tests run in parallel and in both projects against one server,
 * so every test makes its own. The address fits the spec's pattern (docs/product.md#validation).
 */
export function newCustomer(label = 'rider'): Customer {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  return { name: `Rider ${suffix}`, email: `${label}-${suffix}@example.com`, password: `pass-${suffix}` };
}

/** Creates the account through the API, as set-up for a test about something else. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, customer: Customer) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: customer,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.ok(), `sign-up of ${customer.email} answered ${response.status()}`).toBe(true);
}

/** The session better-auth sees for this page's cookies, fetched from inside the page. */
export type BrowserSession = { user: { email: string; name: string; role?: string | null } } | null;

export function sessionInPage(page: Page): Promise<BrowserSession> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } });
    return (await response.json()) as BrowserSession;
  });
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
}

/** The main navigation; on a phone its links are folded into a menu, which this opens. */
export async function openNavigation(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const menuButton = nav.getByRole('button', { name: 'Open menu' });
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) !== 'true') {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  }
  return nav;
}

/** Closes the phone menu again (Escape), so it does not cover the page. */
async function closeNavigation(page: Page) {
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' });
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  }
}

/** docs/product.md#navigation-and-footer: Dashboard and Sign out for a signed-in visitor, and no Login. */
export async function expectSignedInNavigation(page: Page) {
  const nav = await openNavigation(page);
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await closeNavigation(page);
}

/** docs/product.md#navigation-and-footer: Login for a signed-out visitor, and neither Dashboard nor Sign out. */
export async function expectSignedOutNavigation(page: Page) {
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await closeNavigation(page);
}

export async function signOutFromNavigation(page: Page) {
  const nav = await openNavigation(page);
  await nav.getByRole('button', { name: 'Sign out' }).click();
}

/** The login form, as a visitor fills it in. */
export function loginForm(page: Page) {
  const form = page.getByRole('form', { name: 'Login' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Login', exact: true }),
    alert: form.getByRole('alert'),
    async signIn({ email, password }: Pick<Customer, 'email' | 'password'>) {
      await this.email.fill(email);
      await this.password.fill(password);
      await this.submit.click();
    },
  };
}

/** The signup form, as a visitor fills it in. */
export function signupForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sign Up' });
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign Up', exact: true }),
    alert: form.getByRole('alert'),
    async signUp({ name, email, password }: Customer) {
      await this.name.fill(name);
      await this.email.fill(email);
      await this.password.fill(password);
      await this.submit.click();
    },
  };
}

/**
 * The colour an element's text is painted in, as 0–255 RGB: drawn on a canvas, so any CSS colour
 * syntax (oklch, say) comes out the same way.
 */
export function textColour(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = Array.from(context.getImageData(0, 0, 1, 1).data);
    return [red, green, blue];
  });
}

/** docs/product.md#messages: the server's message, in red text, under the form (below its submit button). */
export async function expectRedMessageUnderForm(alert: Locator, submit: Locator, message: string) {
  await expect(alert).toHaveText(message);
  await expect(alert).toBeVisible();
  const [red, green, blue] = await textColour(alert);
  expect(red, `the message's colour rgb(${red}, ${green}, ${blue}) is red`).toBeGreaterThan(
    1.4 * Math.max(green, blue),
  );
  const alertBox = await alert.boundingBox();
  const submitBox = await submit.boundingBox();
  expect(alertBox && submitBox && alertBox.y >= submitBox.y + submitBox.height, 'the message is under the form').toBe(
    true,
  );
}

/** Records the sign-in and sign-up calls a page makes, to show that an invalid form sends none. */
export function recordAuthCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/auth/sign-')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}
