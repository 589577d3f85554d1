import { messages } from '@motoforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, toErrorMessage } from '@/lib/api-client';
import { stubFetch } from '@/testing/render-with-providers';
import { signedInSession } from '../testing/render-with-auth';
import { getSession } from './get-session';
import { signInEmail } from './sign-in-email';
import { signInSocial } from './sign-in-social';

const googleUrls = { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' } as const;
const credentials = { email: 'rider@example.com', password: 'secret-password' };

describe('better-auth calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the session, or null when nobody is signed in', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: signedInSession() } });
    await expect(getSession()).resolves.toMatchObject({ session: { token: 'session-token-1' } });
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    await expect(getSession()).resolves.toBeNull();
  });

  // better-auth's answers are not the contract's, so the fields the SPA reads are checked; a
  // failed check is shown like any unexpected failure, never as the server's words.
  it.each([
    ['a session without its token', () => getSession(), 'GET /api/auth/get-session', { user: {}, session: {} }],
    ['an empty session answer', () => getSession(), 'GET /api/auth/get-session', undefined],
    ['a Google sign-in without a URL', () => signInSocial(googleUrls), 'POST /api/auth/sign-in/social', {}],
  ])('rejects %s as a server error', async (_name, call, route, body) => {
    stubFetch({ [route]: { body } });
    const error: unknown = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(toErrorMessage(error)).toBe(messages.serverError);
  });

  it("fails with better-auth's own message, or the status when it has none", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    await expect(signInEmail(credentials)).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    stubFetch({ 'POST /api/auth/sign-in/email': { status: 400, body: { message: '' } } });
    await expect(signInEmail(credentials)).rejects.toMatchObject({ status: 400, message: 'Request failed (400)' });
  });

  it('says a 5xx on sign-in as every other call says it', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': { status: 500, body: { message: '' } },
      'GET /api/part': { status: 500, body: { message: '' } },
    });
    const onSignIn: unknown = await signInEmail(credentials).catch((caught: unknown) => caught);
    const elsewhere: unknown = await apiRequest('/part').catch((caught: unknown) => caught);
    expect(onSignIn).toMatchObject({ status: 500, message: messages.serverError });
    expect(toErrorMessage(onSignIn)).toBe(toErrorMessage(elsewhere));
  });
});
