import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { garageKeys } from '@/lib/api/garage-keys';
import { partKeys } from '@/lib/api/part-keys';
import { stubFetch } from '@/testing/render-with-providers';
import { useAccountFitment } from './use-account-fitment';

const bike = (vehicleId: number, model: string) => ({
  id: `${vehicleId}-2021`,
  vehicleId,
  year: 2021,
  make: 'Bajaj',
  model,
  variant: '',
  current: true,
});
const apache = bike(7, 'Apache RTR 160 4V');
const pulsar = bike(2, 'Pulsar 150');

/** A part whose fitment line the page shows, read for the account's current bike. */
function Page({ isSignedIn }: { isSignedIn: boolean }) {
  useAccountFitment(isSignedIn);
  const part = useQuery({
    queryKey: partKeys.catalogueItem('p1'),
    queryFn: async () => (await fetch('/api/parts/p1')).json() as Promise<{ fitment: string }>,
    staleTime: 60_000,
  });
  return (
    <>
      <p>{part.data?.fitment}</p>
      <Link to="/other">Another page</Link>
    </>
  );
}

/** The app as a page rendered with the Apache current came to it: the garage and the part in its cache. */
function renderPage(isSignedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(garageKeys.all, { bikes: [apache] });
  queryClient.setQueryData(partKeys.catalogueItem('p1'), { fitment: 'Fits your Apache' });
  const router = createMemoryRouter([{ path: '*', element: <Page isSignedIn={isSignedIn} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('useAccountFitment', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the parts again when the account's current bike is not the one the page came with", async () => {
    const fetchMock = stubFetch({
      'GET /api/garage': { body: { bikes: [pulsar, { ...apache, current: false }] } },
      'GET /api/parts/p1': { body: { fitment: 'Does not fit your Pulsar' } },
    });
    renderPage(true);
    expect(screen.getByText('Fits your Apache')).toBeInTheDocument();
    expect(await screen.findByText('Does not fit your Pulsar')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/parts/p1')).toHaveLength(1);
  });

  it('asks the account again at the next page, and reads nothing more while the bike is the same', async () => {
    let current = apache;
    const fetchMock = stubFetch({
      'GET /api/garage': () => Promise.resolve(Response.json({ bikes: [current] })),
      'GET /api/parts/p1': { body: { fitment: 'Does not fit your Pulsar' } },
    });
    renderPage(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Fits your Apache')).toBeInTheDocument();

    // Changed on another device; the rider opens another page here.
    current = pulsar;
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    expect(await screen.findByText('Does not fit your Pulsar')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/garage', '/api/garage', '/api/parts/p1']);
  });

  it('asks nothing of a guest, whose page was rendered with the garage cookie itself', async () => {
    const fetchMock = stubFetch({});
    renderPage(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Fits your Apache')).toBeInTheDocument();
  });
});
