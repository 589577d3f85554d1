import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { RootLayout } from './root-layout';

const config = { payment: { provider: 'test' }, google: false };
const demo = { email: 'admin@motoforge.test', password: 'demo-admin-123' };
const signedOut = { 'GET /api/auth/get-session': { body: null } };

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

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything()));
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();
  });

  it('offers Sign out to a signed-in visitor, and Login again after it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token-1');
    const fetchMock = stubFetch({
      'GET /api/config': { body: config },
      'GET /api/auth/get-session': {
        body: {
          session: { token: 'session-token-1' },
          user: { id: 'user-1', name: 'Rider Rahman', email: 'rider@example.com', role: 'user', image: null },
        },
      },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
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
});
