import { messages } from '@motoforge/contract';
import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

describe('The layout in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.cookie = 'motoforge-dismissed=; Max-Age=0; Path=/';
  });

  it('says the banner, the demo notice and the skip link in Bangla', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const demo = { email: 'admin@motoforge.test', password: 'demo-admin-123' };
    stubFetch({
      'GET /api/auth/get-session': { body: null },
      'GET /api/config': { body: { payment: { provider: 'test' }, google: false, demo } },
    });
    renderWithProviders(
      <AuthProvider>
        <RootLayout />
      </AuthProvider>,
    );

    const notice = await screen.findByRole('complementary', { name: 'ডেমো নোটিশ' });
    expect(notice).toHaveTextContent(`ইমেইল ${demo.email}, পাসওয়ার্ড ${demo.password}`);
    expect(within(notice).getByRole('button', { name: 'ডেমো নোটিশ বন্ধ করুন' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'ঘোষণা' });
    expect(within(banner).getByRole('link', { name: 'ব্লগ পড়ুন' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'মূল অংশে চলে যান' })).toHaveAttribute('href', '#main');
    expectNoEnglishOf('layout.topBanner', 'layout.demoNotice', 'layout.rootLayout');
  });

  it('says in Bangla that a sign-out did not complete, and why', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token-1');
    stubFetch({
      'GET /api/config': { body: { payment: { provider: 'test' }, google: false } },
      'GET /api/auth/get-session': {
        body: {
          session: { token: 'session-token-1' },
          user: { id: 'user-1', name: 'Rider Rahman', email: 'rider@example.com', role: 'user', image: null },
        },
      },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/garage': { body: { bikes: [] } },
      'GET /api/cart': { body: { lines: [], subtotal: 0 } },
      'POST /api/auth/sign-out': { status: 503, body: { success: false, message: messages.serviceUnavailable } },
    });
    renderWithProviders(
      <AuthProvider>
        <RootLayout />
      </AuthProvider>,
    );

    const nav = screen.getByRole('navigation', { name: 'প্রধান' });
    await userEvent.click((await within(nav).findAllByRole('button', { name: 'সাইন আউট' }))[0]!);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('সাইন আউট সম্পন্ন হয়নি: আপনি এখনো সাইন ইন করা আছেন।');
    expect(alert).toHaveTextContent('শপটি সাময়িকভাবে বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।');
    expectNoEnglishOf('account.signOutIncomplete');
    localStorage.clear();
  });

  it('says in Bangla, with Bengali digits, that a page failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 404, statusText: 'Not Found' });
        },
        element: null,
        HydrateFallback: () => null,
        errorElement: <RouteError />,
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'কিছু একটা সমস্যা হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText('৪০৪ Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('কিছু একটা সমস্যা হয়েছে — MotoForge');
    expectNoEnglishOf('layout.routeError');
  });
});
