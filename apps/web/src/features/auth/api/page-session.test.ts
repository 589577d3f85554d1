import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { SESSION_STATE_ELEMENT_ID } from '@/lib/ssr-state';
import { stubFetch } from '@/testing/render-with-providers';
import { sessionToken, signedInSession, syncAnswer } from '../testing/render-with-auth';
import { authQueryOptions, resolveAuth } from './resolve-auth';

/** The page as the server sends it to a signed-in visitor (ADR 066): the session in a script element. */
function embedSession(state: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_STATE_ELEMENT_ID;
  element.textContent = JSON.stringify(state);
  document.body.append(element);
}

const callsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the session a page comes with (ADR 066)', () => {
  afterEach(() => {
    localStorage.clear();
    document.getElementById(SESSION_STATE_ELEMENT_ID)?.remove();
  });

  it('signs the visitor in at once, asking the server nothing, when this browser holds its token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    embedSession({ session: signedInSession(), isAdmin: true });
    const fetchMock = stubFetch({});
    const queryClient = new QueryClient();
    const state = await queryClient.fetchQuery(authQueryOptions());
    expect(state).toMatchObject({ user: { email: 'rider@example.com' }, isAdmin: true });
    expect(callsOf(fetchMock)).toEqual([]);
    // Read once: the page no longer holds it.
    expect(document.getElementById(SESSION_STATE_ELEMENT_ID)).toBeNull();
  });

  it('syncs a session this browser has no token for yet, without get-session or the admin check', async () => {
    embedSession({ session: signedInSession(), isAdmin: false });
    const fetchMock = stubFetch({ 'PUT /api/user/rider%40example.com': { body: syncAnswer() } });
    expect(await resolveAuth()).toMatchObject({ user: { email: 'rider@example.com' }, isAdmin: false });
    expect(callsOf(fetchMock)).toEqual(['PUT /api/user/rider%40example.com']);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(sessionToken);
  });

  it('asks the server when the page has none, or one that is not a session', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken);
    embedSession({ session: { user: 'nobody' }, isAdmin: false });
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
    });
    expect(await resolveAuth()).toMatchObject({ user: { email: 'rider@example.com' } });
    expect(await resolveAuth()).toMatchObject({ user: { email: 'rider@example.com' } });
    expect(callsOf(fetchMock)).toEqual([
      'GET /api/auth/get-session',
      'GET /api/admin/rider%40example.com',
      'GET /api/auth/get-session',
      'GET /api/admin/rider%40example.com',
    ]);
  });
});
