import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '../components/auth-provider';

/** Renders routes under <AuthProvider>, as the app does, with a fresh query cache. */
export function renderWithAuth(routes: RouteObject[], { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const sessionToken = 'session-token-1';

/** better-auth's GET /api/auth/get-session answer for a signed-in customer. */
export function signedInSession({ email = 'rider@example.com', name = 'Rider Rahman' } = {}) {
  return {
    session: { token: sessionToken, expiresAt: '2030-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name, email, role: 'user', image: null },
  };
}

/** PUT /api/user/{email}'s answer. */
export function syncAnswer({ email = 'rider@example.com', displayName = 'Rider Rahman' } = {}) {
  return {
    token: sessionToken,
    user: { id: 'user-1', email, displayName, role: 'user' as const, img: null },
  };
}

/** Answers one after the other, the last one repeated: a session that changes as the test goes. */
export function inTurn(...bodies: unknown[]) {
  let call = 0;
  return () => {
    const body = bodies[Math.min(call, bodies.length - 1)];
    call += 1;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
}
