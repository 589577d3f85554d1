import { authMessages, messages } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ACCESS_TOKEN_KEY, CONNECTION_FAILED_MESSAGE } from '@/lib/api-client';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { RootLayout } from './root-layout';

const config = { payment: { provider: 'test' }, google: false };
const demo = { email: 'admin@motoforge.test', password: 'demo-admin-123' };
const signedOut = { 'GET /api/auth/get-session': { body: null } };
const signedIn = {
  'GET /api/auth/get-session': {
    body: {
      session: { token: 'session-token-1' },
      user: { id: 'user-1', name: 'Rider Rahman', email: 'rider@example.com', role: 'user', image: null },
    },
  },
  'GET /api/admin/rider%40example.com': { body: { admin: false } },
  'GET /api/cart': { body: { lines: [], subtotal: 0 } },
  // The account's garage, asked for once the rider is known to be signed in (use-account-fitment.ts).
  'GET /api/garage': { body: { bikes: [] } },
};

function LayoutWithAuth() {
  return (
    <AuthProvider>
      <RootLayout />
    </AuthProvider>
  );
}

describe('RootLayout', () => {
  // jsdom has no scrolling; the layout restores scroll positions between pages.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.cookie = 'motoforge-dismissed=; Max-Age=0; Path=/';
  });

  it('shows the blog banner until it is dismissed, and remembers that', async () => {
    stubFetch({ ...signedOut, 'GET /api/config': { body: config } });
    const { unmount } = renderWithProviders(<LayoutWithAuth />);

    expect(screen.getByRole('link', { name: 'Read the blogs' })).toHaveAttribute('href', '/blogs');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('link', { name: 'Read the blogs' })).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<LayoutWithAuth />);
    expect(screen.queryByRole('link', { name: 'Read the blogs' })).not.toBeInTheDocument();
  });

  it('shows the demo account in demo mode until it is dismissed, and remembers that', async () => {
    stubFetch({ ...signedOut, 'GET /api/config': { body: { ...config, demo } } });
    const { unmount } = renderWithProviders(<LayoutWithAuth />);

    const notice = await screen.findByRole('complementary', { name: 'Demo notice' });
    expect(notice).toHaveTextContent(demo.email);
    expect(notice).toHaveTextContent(demo.password);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<LayoutWithAuth />);
    await screen.findByRole('button', { name: 'Dismiss banner' });
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();
  });

  it('shows no demo notice outside demo mode', async () => {
    const fetchMock = stubFetch({ ...signedOut, 'GET /api/config': { body: config } });
    renderWithProviders(<LayoutWithAuth />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything()));
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();
  });

  it('offers Sign out to a signed-in visitor, and Login again after it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token-1');
    const fetchMock = stubFetch({
      'GET /api/config': { body: config },
      ...signedIn,
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    renderWithProviders(<LayoutWithAuth />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect((await within(nav).findAllByRole('link', { name: 'Dashboard' })).at(0)).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(within(nav).getAllByRole('button', { name: 'Sign out' })[0]!);

    expect((await within(nav).findAllByRole('link', { name: 'Login' })).at(0)).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.anything());
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('offers neither Login nor Sign out while the session is being checked', async () => {
    let answerSession = () => undefined as void;
    stubFetch({
      'GET /api/config': { body: config },
      'GET /api/auth/get-session': () =>
        new Promise<Response>((resolve) => {
          answerSession = () => resolve(jsonResponse(null));
        }),
    });
    renderWithProviders(<LayoutWithAuth />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything()));
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    answerSession();
    expect((await within(nav).findAllByRole('link', { name: 'Login' })).at(0)).toBeVisible();
  });

  it('offers a Login that brings the visitor back to the page they were on', async () => {
    stubFetch({ ...signedOut, 'GET /api/config': { body: config } });
    renderWithProviders(<LayoutWithAuth />, { route: '/portfolio?tab=cv' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    const logins = await within(nav).findAllByRole('link', { name: 'Login' });
    // The wide screens' link and the small-screen menu's.
    expect(logins.map((link) => link.getAttribute('href'))).toEqual([
      '/login?redirectTo=%2Fportfolio%3Ftab%3Dcv',
      '/login?redirectTo=%2Fportfolio%3Ftab%3Dcv',
    ]);
  });

  it.each([
    ['the shop cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), CONNECTION_FAILED_MESSAGE],
    [
      'the shop answers with an error',
      () => Promise.resolve(jsonResponse({ success: false, message: messages.serviceUnavailable }, 503)),
      messages.serviceUnavailable,
    ],
  ])(
    'says a sign-out did not complete when %s, stays signed in and signs out on Try again',
    async (_when, failSignOut, reason) => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token-1');
      let isDown = true;
      stubFetch({
        'GET /api/config': { body: config },
        ...signedIn,
        'POST /api/auth/sign-out': () => (isDown ? failSignOut() : Promise.resolve(jsonResponse({ success: true }))),
      });
      renderWithProviders(<LayoutWithAuth />, { route: '/blogs' });
      const nav = screen.getByRole('navigation', { name: 'Main' });

      await userEvent.click((await within(nav).findAllByRole('button', { name: 'Sign out' }))[0]!);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(authMessages.signOutIncomplete);
      expect(alert).toHaveTextContent(reason);
      // Still signed in, as a reload would show: the session cookie is still there.
      expect(within(nav).getAllByRole('button', { name: 'Sign out' })).toHaveLength(2);
      expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('session-token-1');

      isDown = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

      expect((await within(nav).findAllByRole('link', { name: 'Login' })).at(0)).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    },
  );
});
