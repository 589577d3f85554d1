import { authMessages, messages } from '@motoforge/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inTurn,
  renderWithAuth,
  sessionToken,
  signedInSession,
  syncAnswer,
} from '@/features/auth/testing/render-with-auth';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { stubFetch } from '@/testing/render-with-providers';
import LoginRoute from './login';
import { testPublicConfig } from '@/testing/public-config';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/signup', element: <h1>Signup page</h1> },
  { path: '/purchase/:id', element: <h1>Purchase page</h1> },
];

// A shop without Google, as GET /api/config says (the Google button reads it).
const signedOut = { 'GET /api/auth/get-session': { body: null }, 'GET /api/config': { body: testPublicConfig } };

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the form, Google and a way to create an account', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['/login?redirectTo=%2Fcheckout', '/signup?redirectTo=%2Fcheckout'],
    ['/login?redirectTo=%2Fpurchase%2Fp-1', '/signup?redirectTo=%2Fpurchase%2Fp-1'],
    // Sign-up from anywhere else goes home, as the spec says: nothing to carry.
    ['/login?redirectTo=%2Fallproducts', '/signup'],
  ])('from %s, Create New Account carries an order in progress on', (route, signup) => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route });
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', signup);
  });

  it('says that the e-mail and the password are required, and sends nothing', async () => {
    const fetchMock = stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login' });

    await fillIn('', '');

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/sign-in/email');
  });

  it('refuses an address that is not an e-mail and a password shorter than 6', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login' });

    await fillIn('rider@workshop', 'abc12');

    expect(await screen.findByText('Provide a valid Email')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 character')).toBeInTheDocument();
  });

  it("shows the sign-in service's own message in red under the form", async () => {
    stubFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderWithAuth(routes, { route: '/login' });

    await fillIn('rider@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('alert')).toHaveClass('text-error');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the rate limiter’s message after too many attempts', async () => {
    stubFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { success: false, message: 'Too many requests, please try again later' },
      },
    });
    renderWithAuth(routes, { route: '/login' });

    await fillIn('rider@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
  });

  it.each([
    [500, { message: '' }, messages.serverError],
    [500, { code: 'FAILED_TO_CREATE_SESSION', message: 'Failed to create session' }, messages.serverError],
    [503, undefined, messages.serviceUnavailable],
  ])('says a %i from the sign-in service in the shop’s own words, as every page does', async (status, body, words) => {
    stubFetch({ ...signedOut, 'POST /api/auth/sign-in/email': { status, body } });
    renderWithAuth(routes, { route: '/login' });

    await fillIn('rider@example.com', 'secret-123');

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('disables the Login button while signing in', async () => {
    stubFetch({ ...signedOut, 'POST /api/auth/sign-in/email': () => new Promise<Response>(() => undefined) });
    renderWithAuth(routes, { route: '/login' });

    await fillIn('rider@example.com', 'secret-123');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('signs in, keeps the API token and returns to the page the visitor came from', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': inTurn(null, signedInSession()),
      'POST /api/auth/sign-in/email': { body: { redirect: false, token: sessionToken } },
      'PUT /api/user/rider%40example.com': { body: syncAnswer() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
    });
    const { router } = renderWithAuth(routes, { route: '/login?redirectTo=%2Fpurchase%2Fp-7%3Fqty%3D2' });

    await fillIn('rider@example.com', 'secret-123');

    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/purchase/p-7?qty=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
    const signIn = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-in/email');
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({ email: 'rider@example.com', password: 'secret-123' });
  });

  it('goes home instead of to another site', async () => {
    stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': inTurn(null, signedInSession()),
      'POST /api/auth/sign-in/email': { body: { redirect: false, token: sessionToken } },
      'PUT /api/user/rider%40example.com': { body: syncAnswer() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
    });
    renderWithAuth(routes, { route: '/login?redirectTo=%2F%2Fevil.example%2Fphish' });

    await fillIn('rider@example.com', 'secret-123');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows Google disabled, saying it is not set up, on a shop without it (before any click)', async () => {
    const fetchMock = stubFetch({
      ...signedOut,
      'GET /api/config': { body: { payment: { provider: 'test' }, google: false } },
    });
    renderWithAuth(routes, { route: '/login' });

    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription('Google sign-in is not set up on this shop.');
    await userEvent.click(google);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/sign-in/social');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks Google to come back to the page the visitor came from', async () => {
    const fetchMock = stubFetch({
      ...signedOut,
      'GET /api/config': { body: { payment: { provider: 'test' }, google: true } },
      // Refused here so the test browser does not try to leave the page.
      'POST /api/auth/sign-in/social': { status: 400, body: { code: 'X', message: 'Provider not found' } },
    });
    renderWithAuth(routes, { route: '/login?redirectTo=%2Fdashboard' });

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Provider not found');
    const social = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-in/social');
    expect(JSON.parse(String(social?.[1]?.body))).toEqual({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/login?redirectTo=%2Fdashboard',
    });
  });

  it('explains a Google account that could not be linked to an existing password account', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login?redirectTo=%2Fdashboard&error=account_not_linked' });

    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.googleAccountNotLinked);
  });

  it('says that Google sign-in failed for any other reason', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login?error=invalid_code' });

    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.googleFailed);
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeEnabled());
  });
});
