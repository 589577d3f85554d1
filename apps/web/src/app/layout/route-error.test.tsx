import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_MESSAGE } from '@/lib/api-client';
import { PageDownloadError } from './page-download-error';
import { LayoutError, RouteError } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

function Layout() {
  return (
    <>
      <nav aria-label="Main" />
      <Outlet />
    </>
  );
}

/** A page inside the layout whose code cannot be downloaded until `isDownloadable` says so. */
function renderUndownloadablePage() {
  const download = { isDownloadable: false };
  const router = createMemoryRouter([
    {
      element: <Layout />,
      errorElement: <LayoutError />,
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              path: '/',
              loader: () => {
                if (!download.isDownloadable) throw new PageDownloadError(new TypeError('Failed to fetch'));
                return null;
              },
              Component: () => <h1>Add a review</h1>,
            },
          ],
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return download;
}

describe('RouteError', () => {
  // React reports the thrown error on the console; that noise is expected here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('replaces a crashed page with a message, a retry and a way home', () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('says offline that the page could not be downloaded, in the layout, and opens it once back online', async () => {
    onlineManager.setOnline(false);
    const download = renderUndownloadablePage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be downloaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(CONNECTION_FAILED_MESSAGE);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    download.isDownloadable = true;
    act(() => onlineManager.setOnline(true));

    expect(await screen.findByRole('heading', { name: 'Add a review' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says online that the shop may have been updated', async () => {
    renderUndownloadablePage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be downloaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The shop may have been updated since you opened it. Try again to load it.');
  });
});

describe('LayoutError', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('replaces a crashed layout with the shop’s name, a message, a retry and a way home', () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <LayoutError /> }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('banner')).toHaveTextContent('MotoForge');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
