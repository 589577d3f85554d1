import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('offers Home, Blogs, Portfolio and Login to visitors', () => {
    renderWithProviders(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: /MotoForge/ })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['Portfolio', '/portfolio'],
      ['Login', '/login'],
    ]) {
      expect(within(nav).getAllByRole('link', { name }).at(0)).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Sign out to a signed-in customer', async () => {
    const onSignOut = vi.fn();
    renderWithProviders(<NavBar isSignedIn onSignOut={onSignOut} />);

    expect(screen.getAllByRole('link', { name: 'Dashboard' }).at(0)).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens and closes the small-screen menu', async () => {
    renderWithProviders(<NavBar />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});
