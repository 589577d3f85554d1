import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { unexpectedRequest } from './unexpected-requests';

/**
 * Renders UI with what the app provides around it: a fresh query cache, a router, a guest's cart
 * (this browser's, empty unless the test stored one) and toasts.
 */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: <CartProvider isSignedIn={false}>{ui}</CartProvider> }], {
    initialEntries: [route],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

type FakeRoute = { status?: number; body: unknown } | (() => Promise<Response>);

/**
 * Replaces fetch with answers keyed by "METHOD /path"; returns the mock to inspect the requests.
 * A request it has no answer for fails the test (vitest.setup.ts), naming the request.
 */
export function stubFetch(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!route) throw unexpectedRequest(input, init);
    if (typeof route === 'function') return route();
    return jsonResponse(route.body, route.status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
