import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla } from '@/locales/bn/all';
import { stubFetch } from '@/testing/render-with-providers';
import { sessionToken, signedInSession, syncAnswer } from '../testing/render-with-auth';
import { ACCOUNT_LANGUAGE_KEY, resolveAuth } from './resolve-auth';

/** The account's language follows the rider: what the shop sends them is in the pages' language. */
describe('the account’s language', () => {
  const fetchFor = () =>
    stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'PUT /api/user/rider%40example.com': { body: syncAnswer() },
      'GET /api/admin/rider%40example.com': { body: { admin: false } },
    });
  const syncBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/user/rider%40example.com' && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, sessionToken));
  afterEach(() => {
    localStorage.clear();
    setLanguage('en');
  });

  it('is told to the server at the first page load in the other language, once', async () => {
    localStorage.setItem(ACCOUNT_LANGUAGE_KEY, 'en');
    setLanguage('bn', allOfBangla);
    const fetchMock = fetchFor();
    expect(await resolveAuth()).toMatchObject({ user: { email: 'rider@example.com' } });
    expect(syncBodies(fetchMock)).toEqual([{ email: 'rider@example.com', language: 'bn' }]);
    expect(localStorage.getItem(ACCOUNT_LANGUAGE_KEY)).toBe('bn');

    await resolveAuth();
    expect(syncBodies(fetchMock)).toHaveLength(1);
  });

  it('is not asked again while the pages stay in the language the server was told', async () => {
    localStorage.setItem(ACCOUNT_LANGUAGE_KEY, 'en');
    const fetchMock = fetchFor();
    await resolveAuth();
    expect(syncBodies(fetchMock)).toEqual([]);
  });
});
