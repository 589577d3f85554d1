import { authMessages } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, sessionToken, signedInSession } from '@/features/auth/testing/render-with-auth';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/render-with-providers';
import LoginRoute from '@/app/routes/login';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { testPublicConfig } from '@/testing/public-config';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/purchase/:id', element: <h1>Purchase page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
  },
  {
    path: '/dashboard/manageorder',
    element: (
      <RequireAdmin>
        <h1>Manage All Orders</h1>
      </RequireAdmin>
    ),
  },
];

/** A signed-in visitor whose token is already stored, so no sync is needed. */
function stubSignedIn({ isAdmin }: { isAdmin: boolean }) {
  localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
  return stubFetch({
    'GET /api/auth/get-session': { body: signedInSession() },
    'GET /api/admin/rider%40example.com': { body: { admin: isAdmin } },
    'POST /api/auth/sign-out': { body: { success: true } },
    // The login page it may be sent to reads whether the shop offers Google.
    'GET /api/config': { body: testPublicConfig },
  });
}

/** get-session cannot be reached until `recover()`, then answers the signed-in session. */
function stubFailingCheck({ isAdmin }: { isAdmin: boolean }) {
  localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
  let isDown = true;
  const fetchMock = stubFetch({
    'GET /api/auth/get-session': () =>
      isDown ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(jsonResponse(signedInSession())),
    'GET /api/admin/rider%40example.com': { body: { admin: isAdmin } },
  });
  return { fetchMock, recover: () => (isDown = false) };
}

describe('RequireAuth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the loading screen while the session is being checked', async () => {
    stubFetch({ 'GET /api/auth/get-session': () => new Promise<Response>(() => undefined) });
    renderWithAuth(routes, { route: '/dashboard' });

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    const { router } = renderWithAuth(routes, { route: '/purchase/p-7?qty=2' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fpurchase%2Fp-7%3Fqty%3D2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in visitor', async () => {
    stubSignedIn({ isAdmin: false });
    renderWithAuth(routes, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('says so when the sign-in check fails, stays on the page and checks again on Try again', async () => {
    const { recover } = stubFailingCheck({ isAdmin: false });
    const { router } = renderWithAuth(routes, { route: '/dashboard' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the shop. Check your connection');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);

    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the page to an admin', async () => {
    stubSignedIn({ isAdmin: true });
    renderWithAuth(routes, { route: '/dashboard/manageorder' });

    expect(await screen.findByRole('heading', { name: 'Manage All Orders' })).toBeInTheDocument();
  });

  it('signs a customer out and sends them to /login', async () => {
    const fetchMock = stubSignedIn({ isAdmin: false });
    const { router } = renderWithAuth(routes, { route: '/dashboard/manageorder' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage All Orders' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/sign-out');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('tells the customer on the login page why they were signed out', async () => {
    stubSignedIn({ isAdmin: false });
    const { router } = renderWithAuth(
      [{ path: '/login', element: <LoginRoute /> }, ...routes.filter((route) => route.path !== '/login')],
      { route: '/dashboard/manageorder' },
    );

    const form = await screen.findByRole('form', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.adminPageSignedOut);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('keeps a customer whose sign-out did not complete off the admin page, and says it is for admins', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'POST /api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router } = renderWithAuth(routes, { route: '/dashboard/manageorder' });

    expect(await screen.findByText(authMessages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage All Orders' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/manageorder');
  });

  it('does not sign out an admin whose sign-in check failed', async () => {
    const { fetchMock, recover } = stubFailingCheck({ isAdmin: true });
    const { router } = renderWithAuth(routes, { route: '/dashboard/manageorder' });

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/manageorder');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/sign-out');

    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Manage All Orders' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    const { router } = renderWithAuth(routes, { route: '/dashboard/manageorder' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fmanageorder');
  });
});
