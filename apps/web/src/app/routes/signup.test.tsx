import { screen } from '@testing-library/react';
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
import SignupRoute from './signup';
import { testPublicConfig } from '@/testing/public-config';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/signup', element: <SignupRoute /> },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

// A shop without Google, as GET /api/config says (the Google button reads it).
const signedOut = { 'GET /api/auth/get-session': { body: null }, 'GET /api/config': { body: testPublicConfig } };

async function fillIn({ name = '', email = '', password = '' }) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('Signup page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the form, Google and a way to log in instead', () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/signup' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('says that the name, the e-mail and the password are required', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/signup' });

    await fillIn({});

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('refuses a blank name even when the rest is right', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/signup' });

    await fillIn({ name: '   ', email: 'rider@example.com', password: 'secret-123' });

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('creates the account with the name as its display name and goes home', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': inTurn(null, signedInSession({ email: 'nadia@example.com', name: 'Nadia Islam' })),
      'POST /api/auth/sign-up/email': {
        body: { token: sessionToken, user: { id: 'user-1', email: 'nadia@example.com', name: 'Nadia Islam' } },
      },
      'PUT /api/user/nadia%40example.com': {
        body: syncAnswer({ email: 'nadia@example.com', displayName: 'Nadia Islam' }),
      },
      'GET /api/admin/nadia%40example.com': { body: { admin: false } },
    });
    const { router } = renderWithAuth(routes, { route: '/signup' });

    await fillIn({ name: 'Nadia Islam', email: 'nadia@example.com', password: 'secret-123' });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
    const bodyOf = (url: string) =>
      JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body)) as unknown;
    expect(bodyOf('/api/auth/sign-up/email')).toEqual({
      name: 'Nadia Islam',
      email: 'nadia@example.com',
      password: 'secret-123',
    });
    // The language of the page the rider signed up on: the shop's SMS and e-mail are in it.
    expect(bodyOf('/api/user/nadia%40example.com')).toEqual({
      email: 'nadia@example.com',
      displayName: 'Nadia Islam',
      language: 'en',
    });
  });

  it.each([
    ['comes back to the checkout it was opened from', '/signup?redirectTo=%2Fcheckout', 'Checkout page'],
    ['goes home when opened from any other page', '/signup?redirectTo=%2Fallproducts', 'Home page'],
  ])('%s, once the account is made', async (_label, route, landing) => {
    stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': inTurn(null, signedInSession({ email: 'nadia@example.com', name: 'Nadia Islam' })),
      'POST /api/auth/sign-up/email': {
        body: { token: sessionToken, user: { id: 'user-1', email: 'nadia@example.com', name: 'Nadia Islam' } },
      },
      'PUT /api/user/nadia%40example.com': {
        body: syncAnswer({ email: 'nadia@example.com', displayName: 'Nadia Islam' }),
      },
      'GET /api/admin/nadia%40example.com': { body: { admin: false } },
    });
    renderWithAuth(routes, { route });
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', landing === 'Home page' ? '/login' : '/login?redirectTo=%2Fcheckout');

    await fillIn({ name: 'Nadia Islam', email: 'nadia@example.com', password: 'secret-123' });

    expect(await screen.findByRole('heading', { name: landing })).toBeInTheDocument();
  });

  it('says "No user is logged in" when the new account is not signed in', async () => {
    stubFetch({ ...signedOut, 'POST /api/auth/sign-up/email': { body: { token: null, user: null } } });
    renderWithAuth(routes, { route: '/signup' });

    await fillIn({ name: 'Nadia Islam', email: 'nadia@example.com', password: 'secret-123' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No user is logged in');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows the sign-up service's message for an e-mail that is taken", async () => {
    stubFetch({
      ...signedOut,
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' },
      },
    });
    renderWithAuth(routes, { route: '/signup' });

    await fillIn({ name: 'Nadia Islam', email: 'nadia@example.com', password: 'secret-123' });

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
  });
});
