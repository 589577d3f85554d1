import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, sessionToken, signedInSession } from '@/features/auth/testing/render-with-auth';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { stubFetch } from '@/testing/render-with-providers';
import ManageOrdersRoute from './manage-orders';

describe('Manage All Orders page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('signs the admin out and goes home when the API says the session is over (docs/product.md#accounts-and-roles)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: true } },
      'GET /api/admin/orders?pageSize=25': {
        status: 401,
        body: { success: false, message: 'Please sign in to continue' },
      },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderWithAuth(
      [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/dashboard/manageorder', element: <ManageOrdersRoute /> },
      ],
      { route: '/dashboard/manageorder' },
    );

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/sign-out');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
