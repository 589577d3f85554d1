import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth, sessionToken, signedInSession } from '@/features/auth/testing/render-with-auth';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { stubFetch } from '@/testing/render-with-providers';
import DashboardIndexRoute from './index';
import DashboardLayout from './layout';

function renderDashboard({ isAdmin }: { isAdmin: boolean }) {
  localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
  stubFetch({
    'GET /api/auth/get-session': { body: signedInSession() },
    'GET /api/admin/rider%40example.com': { body: { admin: isAdmin } },
  });
  return renderWithAuth(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardIndexRoute /> },
          { path: 'order', element: <h1>My Orders</h1> },
        ],
      },
    ],
    { route: '/dashboard' },
  );
}

describe('the dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('gives its English pages the Bangla font, for the Bangla fields and names (once)', async () => {
    renderDashboard({ isAdmin: true });
    await screen.findByRole('heading', { name: 'Welcome to your dashboard, Rider Rahman' });
    const faces = document.head.querySelectorAll('style#motoforge-bangla-font');
    expect(faces).toHaveLength(1);
    expect(faces[0]!.textContent).toContain("@font-face{font-family:'MotoForge Bangla'");
    expect(faces[0]!.textContent).toContain('font-display:swap');
  });

  it('greets the customer and leads to Personal Information', async () => {
    renderDashboard({ isAdmin: false });

    expect(await screen.findByRole('heading', { name: 'Welcome to your dashboard, Rider Rahman' })).toBeInTheDocument();
    // The banner's button and the menu's first item.
    const links = screen.getAllByRole('link', { name: 'Personal Information' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/profile', '/dashboard/profile']);
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal Information', 'My Order', 'Add a review', 'Quick order', 'Business Account', 'My Quotes']);
  });

  it('shows the admin menu to an admin', async () => {
    renderDashboard({ isAdmin: true });

    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Make Admin' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'My Order' })).not.toBeInTheDocument();
  });

  it('tells a customer what their dashboard is for: their orders, payments, reviews and details', async () => {
    renderDashboard({ isAdmin: false });

    await screen.findByRole('heading', { name: 'Welcome to your dashboard, Rider Rahman' });
    expect(
      screen.getByText(
        'Follow your orders, pay for them by card, tell other riders what you think and keep your details up to date.',
      ),
    ).toBeInTheDocument();
  });

  it("tells an admin what theirs is for, not a customer's errands", async () => {
    renderDashboard({ isAdmin: true });

    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    await within(menu).findByRole('link', { name: 'Make Admin' });
    expect(screen.getByRole('heading', { name: 'Welcome to your dashboard, Rider Rahman' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Approve paid orders for shipping, keep the catalogue and its stock up to date, read the riders' questions and make other admins.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pay for them by card/)).not.toBeInTheDocument();
  });

  it('opens the menu from its toggle, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderDashboard({ isAdmin: false });

    const toggle = await screen.findByRole('button', { name: 'Open dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Personal Information' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders the chosen page beside the menu', async () => {
    const user = userEvent.setup();
    renderDashboard({ isAdmin: false });

    await user.click(await screen.findByRole('link', { name: 'My Order' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Order' })).toHaveAttribute('aria-current', 'page');
  });
});
