import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NavBar } from './nav-bar';

/** The navbar as the app wires it, with a sign-out that never finishes. */
function NavBarWithSlowSignOut({ onSignOut }: { onSignOut: () => void }) {
  const signOut = useMutation({ mutationFn: () => new Promise<void>(() => onSignOut()) });
  return <NavBar account="signedIn" isSigningOut={signOut.isPending} onSignOut={() => signOut.mutate()} />;
}

/** The navbar as the app wires it, with a sign-out that goes home at once. */
function NavBarSigningOutHome() {
  const navigate = useNavigate();
  const signOut = useMutation({ mutationFn: async () => navigate('/') });
  return <NavBar account="signedIn" isSigningOut={signOut.isPending} onSignOut={() => signOut.mutate()} />;
}

/** The navbar as the app wires it, with a sign-out that the server never hears of. */
function NavBarFailingToSignOut() {
  const signOut = useMutation({ mutationFn: () => Promise.reject(new TypeError('Failed to fetch')) });
  return (
    <NavBar
      account="signedIn"
      isSigningOut={signOut.isPending}
      hasSignOutFailed={signOut.isError}
      onSignOut={() => signOut.mutate()}
    />
  );
}

describe('NavBar', () => {
  it('offers Home, Blogs, Portfolio, Parts and Login to visitors', () => {
    renderWithProviders(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: /MotoForge/ })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['Portfolio', '/portfolio'],
      ['Parts', '/allproducts'],
      ['Login', '/login'],
    ]) {
      expect(within(nav).getAllByRole('link', { name }).at(0)).toHaveAttribute('href', href);
    }
    // The spec's items first, in their order; Parts after them.
    const wide = within(nav).getAllByRole('list')[0]!;
    expect(
      within(wide)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Blogs', 'Portfolio', 'Parts', 'Login']);
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Sign out to a signed-in customer', async () => {
    const onSignOut = vi.fn();
    renderWithProviders(<NavBar account="signedIn" onSignOut={onSignOut} />);

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

  // jsdom applies no CSS, so both buttons are there: the wide screens' first, the menu's second.
  it.each([
    ['wide screens', 0],
    ['the small-screen menu', 1],
  ])('shows that it is signing out on %s, and ignores another click', async (where, index) => {
    const onSignOut = vi.fn();
    renderWithProviders(<NavBarWithSlowSignOut onSignOut={onSignOut} />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const isInMenu = where === 'the small-screen menu';
    if (isInMenu) await userEvent.click(menuButton);

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[index]!);

    const signingOut = screen.getAllByRole('button', { name: 'Signing out…' });
    expect(signingOut).toHaveLength(2);
    expect(signingOut[index]).toBeDisabled();
    await userEvent.click(signingOut[index]!);
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
    // The menu stays open, so a phone shows it working too.
    expect(menuButton).toHaveAttribute('aria-expanded', String(isInMenu));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('closes the small-screen menu once the sign-out has taken the visitor home', async () => {
    renderWithProviders(<NavBarSigningOutHome />, { route: '/dashboard' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[1]!);

    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes the small-screen menu when a sign-out did not complete, uncovering what the layout says of it', async () => {
    renderWithProviders(<NavBarFailingToSignOut />, { route: '/dashboard' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[1]!);

    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getAllByRole('button', { name: 'Sign out' })[1]).toBeEnabled();
  });

  it('offers neither Login nor Sign out while it cannot tell whether the visitor is signed in', async () => {
    // The sign-in check failed: nobody knows yet whether the visitor is signed in.
    renderWithProviders(<NavBar account="unknown" />);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
