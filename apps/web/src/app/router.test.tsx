import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './layout/route-error';
import { lazyPage } from './router';

function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/review">Add a review</Link>
      </nav>
      <Outlet />
    </>
  );
}

describe('lazyPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('downloads a page that failed to download again on the next visit', async () => {
    onlineManager.setOnline(false);
    const download = vi.fn<() => Promise<{ default: ComponentType }>>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const router = createMemoryRouter([
      {
        element: <Layout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: '/', element: <h1>Home</h1> },
              { path: '/review', lazy: lazyPage(download) },
            ],
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('link', { name: 'Add a review' }));
    expect(await screen.findByRole('heading', { name: 'This page could not be downloaded' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    download.mockResolvedValue({ default: () => <h1>Add a review</h1> });
    await userEvent.click(screen.getByRole('link', { name: 'Add a review' }));

    expect(await screen.findByRole('heading', { name: 'Add a review' })).toBeInTheDocument();
  });
});
