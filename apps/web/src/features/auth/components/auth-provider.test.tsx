import { authMessages } from '@motoforge/contract';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/lib/api/order-keys';
import { partKeys } from '@/lib/api/part-keys';
import { ACCESS_TOKEN_KEY, apiRequest } from '@/lib/api-client';
import { signOutOnAuthErrorMeta } from '@/lib/session-query-meta';
import { stubFetch } from '@/testing/render-with-providers';
import { useAuth } from '../hooks/use-auth';
import { renderWithAuth, sessionToken, signedInSession, syncAnswer } from '../testing/render-with-auth';
import { LoginForm } from './login-form';
import { testPublicConfig } from '@/testing/public-config';

function AuthBadge() {
  const { status, user, isAdmin, isSigningOut, signOut } = useAuth();
  if (status === 'loading') return <p>Checking…</p>;
  if (status === 'error') return <p>Could not check</p>;
  if (!user) return <p>Signed out</p>;
  return (
    <>
      <p>
        Signed in as {user.displayName}
        {isAdmin && ' (admin)'}
      </p>
      <button type="button" onClick={() => void signOut()}>
        {isSigningOut ? 'Signing out…' : 'Sign out'}
      </button>
    </>
  );
}

function MyOrders({ signOutOnAuthError }: { signOutOnAuthError: boolean }) {
  const orders = useQuery({
    queryKey: orderKeys.all,
    queryFn: () => apiRequest<unknown[]>('/booking', { isAuthenticated: true }),
    meta: signOutOnAuthError ? signOutOnAuthErrorMeta : undefined,
  });
  return <h1>{orders.isError ? 'Orders failed' : 'My Orders'}</h1>;
}

function HomeParts() {
  const parts = useQuery({ queryKey: partKeys.all, queryFn: () => apiRequest<unknown[]>('/part') });
  return <p>{parts.data ? `${parts.data.length} parts` : 'Loading parts'}</p>;
}

/**
 * Two lists read with the token, as Personal Information and Make Admin do; neither is flagged.
 * Their keys as those features' factories make them: features do not import each other.
 */
function PersonalInformation() {
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: () => apiRequest<unknown>('/userdetail', { isAuthenticated: true }),
  });
  const users = useQuery({
    queryKey: ['users'],
    queryFn: () => apiRequest<unknown[]>('/user', { isAuthenticated: true }),
  });
  return <h1>{profile.isError || users.isError ? 'Profile failed' : 'Personal Information'}</h1>;
}

function AddReview() {
  const addReview = useMutation({
    mutationFn: () => apiRequest<unknown>('/review', { method: 'POST', body: {}, isAuthenticated: true }),
  });
  return (
    <button type="button" onClick={() => addReview.mutate()}>
      Add review
    </button>
  );
}

const routes = (signOutOnAuthError = true) => [
  { path: '/login', element: <LoginForm redirectTo="/" onSignedIn={() => undefined} /> },
  {
    path: '/dashboard/profile',
    element: (
      <>
        <AuthBadge />
        <PersonalInformation />
      </>
    ),
  },
  {
    path: '/dashboard/review',
    element: (
      <>
        <AuthBadge />
        <AddReview />
      </>
    ),
  },
  {
    path: '/',
    element: (
      <>
        <AuthBadge />
        <HomeParts />
      </>
    ),
  },
  {
    path: '/dashboard/order',
    element: (
      <>
        <AuthBadge />
        <MyOrders signOutOnAuthError={signOutOnAuthError} />
      </>
    ),
  },
];

const requestedUrls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('AuthProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fetches and keeps the API token when a session has none yet', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'PUT /api/user/rider%40example.com': { body: syncAnswer() },
      'GET /api/admin/rider%40example.com': { body: { admin: true } },
      'GET /api/part': { body: [] },
    });
    renderWithAuth(routes());

    expect(await screen.findByText('Signed in as Rider Rahman (admin)')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
    const admin = fetchMock.mock.calls.find(([url]) => url === '/api/admin/rider%40example.com');
    expect(new Headers(admin?.[1]?.headers).get('authorization')).toBe(`Bearer ${sessionToken}`);
  });

  it("does not sync again while the stored token is the session's own", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/part': { body: [] },
    });
    renderWithAuth(routes());

    expect(await screen.findByText('Signed in as Rider Rahman')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).not.toContain('/api/user/rider%40example.com');
  });

  it('forgets a token left over from a session that has ended', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-token');
    stubFetch({ 'GET /api/auth/get-session': { body: null }, 'GET /api/part': { body: [] } });
    renderWithAuth(routes());

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('signs out on the server, forgets the token and private data, and goes home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    // The account's bikes, copied into the garage cookie by the server at sign-in.
    document.cookie = 'motoforge_garage=2:2021_12:2018; Path=/';
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { body: [{ productName: 'Chain kit' }] },
      'POST /api/auth/sign-out': { body: { success: true } },
      'GET /api/part': { body: [{ name: 'Chain kit' }, { name: 'Brake pad' }] },
    });
    const { router, queryClient } = renderWithAuth(routes(), { route: '/dashboard/order' });
    await screen.findByText('Signed in as Rider Rahman');
    await waitFor(() => expect(queryClient.getQueryData(orderKeys.all)).toBeDefined());

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requestedUrls(fetchMock)).toContain('/api/auth/sign-out');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(orderKeys.all)).toBeUndefined();
    // The next rider at this browser neither sees the bikes nor has them merged into their account.
    expect(document.cookie).not.toContain('motoforge_garage=2');
    // The public page it lands on still gets its data.
    expect(await screen.findByText('2 parts')).toBeInTheDocument();
  });

  it('signs out and goes home when a flagged list answers 401', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { status: 401, body: { success: false, message: 'Your session has ended.' } },
      'POST /api/auth/sign-out': { body: { success: true } },
      'GET /api/part': { body: [] },
    });
    const { router } = renderWithAuth(routes(), { route: '/dashboard/order' });

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requestedUrls(fetchMock)).toContain('/api/auth/sign-out');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('leaves the visitor signed in when an unflagged query answers 403', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { status: 403, body: { success: false, message: 'Only an admin can do this' } },
    });
    renderWithAuth(routes(false), { route: '/dashboard/order' });

    expect(await screen.findByRole('heading', { name: 'Orders failed' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Rider Rahman')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
  });

  it('ends the session once when the API says it has ended, and asks to sign in again from the same page', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const sessionEnded = { status: 401, body: { success: false, message: authMessages.invalidToken } };
    const fetchMock = stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/userdetail': sessionEnded,
      'GET /api/user': sessionEnded,
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderWithAuth(routes(), { route: '/dashboard/profile?tab=1' });

    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fprofile%3Ftab%3D1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getAllByText(authMessages.invalidToken)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.invalidToken);
    expect(requestedUrls(fetchMock).filter((url) => url === '/api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('ends the session when a change is refused because the session has ended', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const fetchMock = stubFetch({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'POST /api/review': { status: 401, body: { success: false, message: authMessages.invalidToken } },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderWithAuth(routes(), { route: '/dashboard/review' });
    await screen.findByText('Signed in as Rider Rahman');

    await userEvent.click(screen.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText(authMessages.invalidToken)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?redirectTo=%2Fdashboard%2Freview',
    );
    expect(requestedUrls(fetchMock)).toContain('/api/auth/sign-out');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows that it is signing out until the server has answered, and signs out once', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    let answerSignOut = () => undefined as void;
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { body: [] },
      'GET /api/part': { body: [] },
      'POST /api/auth/sign-out': () =>
        new Promise<Response>((resolve) => {
          answerSignOut = () => resolve(new Response(JSON.stringify({ success: true })));
        }),
    });
    const { router } = renderWithAuth(routes(), { route: '/dashboard/order' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Signing out…' }));

    // The cookie is HttpOnly: until the server has ended the session, the visitor is signed in.
    expect(screen.getByText('Signed in as Rider Rahman')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/order');
    act(() => answerSignOut());

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requestedUrls(fetchMock).filter((url) => url === '/api/auth/sign-out')).toHaveLength(1);
  });

  it('stays signed in when the server cannot be told, offline too: the session cookie would bring it back', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { body: [] },
      'GET /api/part': { body: [] },
      'POST /api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router, queryClient } = renderWithAuth(routes(), { route: '/dashboard/order' });
    await screen.findByText('Signed in as Rider Rahman');
    await waitFor(() => expect(queryClient.getQueryData(orderKeys.all)).toBeDefined());
    onlineManager.setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

      expect(await screen.findByRole('button', { name: 'Sign out' })).toBeEnabled();
      expect(requestedUrls(fetchMock)).toContain('/api/auth/sign-out');
      expect(screen.getByText('Signed in as Rider Rahman')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/order');
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
      expect(queryClient.getQueryData(orderKeys.all)).toBeDefined();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('signs out when the API says the session has ended, although the server could not be told', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/booking': { status: 401, body: { success: false, message: authMessages.invalidToken } },
      'POST /api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/part': { body: [] },
    });
    const { router } = renderWithAuth(routes(), { route: '/dashboard/order' });

    // The session is over on the server already: a reload would show the visitor signed out too.
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('does not sign out when the sign-in check fails, and recovers when it works again', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    let isServerDown = true;
    stubFetch({
      'GET /api/auth/get-session': () =>
        Promise.resolve(
          isServerDown
            ? new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 })
            : new Response(JSON.stringify(signedInSession())),
        ),
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
      'GET /api/part': { body: [] },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithAuth(routes());

      expect(await screen.findByText('Could not check')).toBeInTheDocument();
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);

      isServerDown = false;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('Signed in as Rider Rahman')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out when the session ends while it is being checked', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': {
        status: 401,
        body: { success: false, message: authMessages.invalidToken },
      },
      'GET /api/part': { body: [] },
    });
    renderWithAuth(routes());

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
