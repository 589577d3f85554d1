import type { PublicConfig } from '@motoforge/contract';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/render-with-providers';
import { testPublicConfig } from '@/testing/public-config';
import { configKeys } from './config-keys';
import { watchPageLoad } from './page-load';
import { useFreshPublicConfig } from './public-config';

/** The shop's configuration with the fee inside Dhaka at `insideDhaka` taka. */
const configWith = (insideDhaka: number): PublicConfig => ({
  ...testPublicConfig,
  checkout: { ...testPublicConfig.checkout, deliveryFee: { ...testPublicConfig.checkout.deliveryFee, insideDhaka } },
});

/** What the checkout shows of the configuration: the fee, or its loading state until it is fresh. */
function Fee() {
  const { fresh } = useFreshPublicConfig();
  return <p>{fresh ? `Inside Dhaka: ৳${fresh.checkout.deliveryFee.insideDhaka}` : 'Loading…'}</p>;
}

let stopWatching: (() => void) | undefined;
afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  focusManager.setFocused(undefined);
});

/**
 * The app loaded at `url` with the configuration its HTML came with (৳70 inside Dhaka) in the cache,
 * as main.tsx starts it; GET /api/config answers ৳95, as after the admin changed it.
 */
function loadPageAt(url: string) {
  const fetchMock = stubFetch({ 'GET /api/config': () => Promise.resolve(jsonResponse(configWith(95))) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(configKeys.all, configWith(70));
  const router = createMemoryRouter(
    [
      { path: '/', element: <Link to="/checkout">Checkout</Link> },
      { path: '/checkout', element: <Fee /> },
    ],
    { initialEntries: [url] },
  );
  stopWatching = watchPageLoad(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const configReads = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/config').length;
  return { router, configReads };
}

describe('useFreshPublicConfig (ADR 070)', () => {
  it('gives the configuration that came with the page load at once, without asking for it again', async () => {
    const { configReads } = loadPageAt('/checkout');
    expect(screen.getByText('Inside Dhaka: ৳70')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(configReads()).toBe(0);
    expect(screen.getByText('Inside Dhaka: ৳70')).toBeInTheDocument();
  });

  it('asks again on a page opened later in the tab, and gives nothing until the answer is in', async () => {
    const { configReads } = loadPageAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    // Never the fee the tab was opened with: the loading state, then the fee as it is now.
    expect(screen.queryByText('Inside Dhaka: ৳70')).not.toBeInTheDocument();
    expect(await screen.findByText('Inside Dhaka: ৳95')).toBeInTheDocument();
    expect(configReads()).toBe(1);
  });

  it('asks again when the page load’s address is opened again after a navigation', async () => {
    const { router, configReads } = loadPageAt('/checkout');
    await act(() => router.navigate('/'));
    await act(() => router.navigate(-1));
    expect(screen.queryByText('Inside Dhaka: ৳70')).not.toBeInTheDocument();
    expect(await screen.findByText('Inside Dhaka: ৳95')).toBeInTheDocument();
    expect(configReads()).toBe(1);
  });

  it('asks again when the tab comes back into view, and changes the fee in place', async () => {
    const { configReads } = loadPageAt('/checkout');
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    // The fee on screen stays until the new one replaces it: no loading state in between.
    expect(screen.getByText('Inside Dhaka: ৳70')).toBeInTheDocument();
    expect(await screen.findByText('Inside Dhaka: ৳95')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(configReads()).toBe(1);
  });
});
