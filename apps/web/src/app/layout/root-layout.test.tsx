import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { RootLayout } from './root-layout';

const config = { payment: { provider: 'test' }, google: false };
const demo = { email: 'admin@motoforge.test', password: 'demo-admin-123' };

describe('RootLayout', () => {
  // jsdom has no scrolling; the layout restores scroll positions between pages.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the blog banner until it is dismissed, and remembers that', async () => {
    stubFetch({ 'GET /api/config': { body: config } });
    const { unmount } = renderWithProviders(<RootLayout />);

    expect(screen.getByRole('link', { name: 'Read the blogs' })).toHaveAttribute('href', '/blogs');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('link', { name: 'Read the blogs' })).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<RootLayout />);
    expect(screen.queryByRole('link', { name: 'Read the blogs' })).not.toBeInTheDocument();
  });

  it('shows the demo account in demo mode until it is dismissed, and remembers that', async () => {
    stubFetch({ 'GET /api/config': { body: { ...config, demo } } });
    const { unmount } = renderWithProviders(<RootLayout />);

    const notice = await screen.findByRole('complementary', { name: 'Demo notice' });
    expect(notice).toHaveTextContent(demo.email);
    expect(notice).toHaveTextContent(demo.password);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<RootLayout />);
    await screen.findByRole('button', { name: 'Dismiss banner' });
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();
  });

  it('shows no demo notice outside demo mode', async () => {
    const fetchMock = stubFetch({ 'GET /api/config': { body: config } });
    renderWithProviders(<RootLayout />);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Demo notice' })).not.toBeInTheDocument();
  });
});
