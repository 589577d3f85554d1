import { messages, refusalOf } from '@motoforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/render-with-providers';
import { ApiError, apiRequest, CONNECTION_FAILED_MESSAGE, toErrorMessage, UserFacingError } from './api-client';

const htmlPage = (status: number) =>
  Promise.resolve(new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } }));

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the body as the API sent it', async () => {
    stubFetch({ 'GET /api/config': { body: { payment: { provider: 'test' }, google: false } } });
    await expect(apiRequest('/config')).resolves.toEqual({ payment: { provider: 'test' }, google: false });
  });

  it("fails with the API's own message and status", async () => {
    stubFetch({ 'POST /api/booking': { status: 409, body: { success: false, message: 'Order Already placed' } } });
    const failure = apiRequest('/booking', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Order Already placed' });
  });

  it('keeps the code and values the API gave its refusal, by which a page says it', async () => {
    const refusal = {
      success: false,
      message: 'Cash on delivery is for orders up to ৳35,000: please pay online',
      code: 'checkout.codTooLarge',
      params: { max: 35_000 },
    };
    stubFetch({ 'POST /api/checkout': { status: 409, body: refusal } });
    await expect(apiRequest('/checkout', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      message: refusal.message,
      code: 'checkout.codTooLarge',
      params: { max: 35_000 },
    });
    // The text itself is known by its identity from then on (a form that shows it by its words).
    expect(refusalOf(refusal.message)).toEqual({ code: 'checkout.codTooLarge', params: { max: 35_000 } });
  });

  it.each([
    [502, 'a proxy’s HTML page', htmlPage, messages.serverError],
    [500, 'a proxy’s HTML page', htmlPage, messages.serverError],
    [
      502,
      'JSON that is not the API’s error',
      (status: number) => Promise.resolve(jsonResponse({ error: 'Bad Gateway', message: 42 }, status)),
      messages.serverError,
    ],
    [503, 'a proxy’s HTML page', htmlPage, messages.serviceUnavailable],
  ])('answers a %i with %s in the shop’s own words', async (status, _body, answer, message) => {
    stubFetch({ 'GET /api/part': () => answer(status) });
    await expect(apiRequest('/part')).rejects.toMatchObject({ status, message });
  });

  it('keeps the API’s own words on a 5xx', async () => {
    stubFetch({ 'GET /api/part': { status: 503, body: { success: false, message: 'Catalogue is being rebuilt' } } });
    await expect(apiRequest('/part')).rejects.toMatchObject({ status: 503, message: 'Catalogue is being rebuilt' });
  });

  it('says only "Request failed" for a 4xx without the API’s words', async () => {
    stubFetch({ 'POST /api/booking': () => htmlPage(413) });
    await expect(apiRequest('/booking', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 413,
      message: 'Request failed (413)',
    });
  });

  it('says the shop cannot be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/part')).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
  });
});

// better-auth's endpoints under /api/auth go through the same client: the cookie session, its own
// { code, message } refusals, and answers that are not the contract's.
describe('apiRequest to better-auth', () => {
  afterEach(() => vi.unstubAllGlobals());

  const signIn = () =>
    apiRequest('/auth/sign-in/email', { method: 'POST', body: { email: 'rider@example.com', password: 'secret-1' } });

  it('sends the body as JSON with the session cookie', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-in/email': { body: { redirect: false } } });
    await expect(signIn()).resolves.toEqual({ redirect: false });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rider@example.com', password: 'secret-1' }),
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it("fails with better-auth's own message on a refusal, or the status when it has none", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    const failure = signIn();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    stubFetch({ 'POST /api/auth/sign-in/email': { status: 400, body: { message: '' } } });
    await expect(signIn()).rejects.toMatchObject({ status: 400, message: 'Request failed (400)' });
  });

  it('keeps the rate limiter’s words, which are the API’s', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { success: false, message: 'Too many requests, please try again later' },
      },
    });
    await expect(signIn()).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests, please try again later',
    });
  });

  it('reads { code, message } as words only from better-auth', async () => {
    stubFetch({ 'GET /api/part': { status: 400, body: { code: 'BAD', message: 'Not the API’s words' } } });
    await expect(apiRequest('/part')).rejects.toMatchObject({ status: 400, message: 'Request failed (400)' });
  });

  it.each([
    [500, 'an empty message', () => Promise.resolve(jsonResponse({ message: '' }, 500)), messages.serverError],
    [500, 'no body', () => Promise.resolve(new Response(null, { status: 500 })), messages.serverError],
    [
      500,
      'better-auth’s own words',
      () =>
        Promise.resolve(jsonResponse({ code: 'FAILED_TO_CREATE_SESSION', message: 'Failed to create session' }, 500)),
      messages.serverError,
    ],
    [502, 'a proxy’s HTML page', () => htmlPage(502), messages.serverError],
    [503, 'a proxy’s HTML page', () => htmlPage(503), messages.serviceUnavailable],
    [
      503,
      'the API’s own words',
      () => Promise.resolve(jsonResponse({ success: false, message: messages.serviceUnavailable }, 503)),
      messages.serviceUnavailable,
    ],
  ])('says a %i with %s on sign-in as it says it on any other call', async (status, _body, answer, message) => {
    stubFetch({ 'POST /api/auth/sign-in/email': answer, 'GET /api/part': answer });
    const onSignIn: unknown = await signIn().catch((error: unknown) => error);
    const elsewhere: unknown = await apiRequest('/part').catch((error: unknown) => error);
    expect(onSignIn).toBeInstanceOf(ApiError);
    expect(onSignIn).toMatchObject({ status, message });
    expect(elsewhere).toMatchObject({ status, message });
    expect(toErrorMessage(onSignIn)).toBe(toErrorMessage(elsewhere));
  });

  it('says the shop cannot be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(signIn()).rejects.toMatchObject({ status: 0, message: CONNECTION_FAILED_MESSAGE });
  });

  // better-auth's answers are not the contract's, so the fields the SPA reads are checked; a
  // failed check is shown like any unexpected failure, never as the server's words.
  it('rejects an answer without what the caller reads as a server error', async () => {
    const isSocialRedirect = (answer: unknown): answer is { url: string } =>
      typeof answer === 'object' && answer !== null && 'url' in answer && typeof answer.url === 'string';
    stubFetch({ 'POST /api/auth/sign-in/social': { body: { url: 'https://accounts.example/o' } } });
    const social = () => apiRequest('/auth/sign-in/social', { method: 'POST', body: {}, isExpected: isSocialRedirect });
    await expect(social()).resolves.toEqual({ url: 'https://accounts.example/o' });

    stubFetch({ 'POST /api/auth/sign-in/social': { body: {} } });
    const error: unknown = await social().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Unexpected answer from /api/auth/sign-in/social' });
    expect(toErrorMessage(error)).toBe(messages.serverError);
  });
});

describe('toErrorMessage', () => {
  it('shows the words meant for the shopper as they are', () => {
    expect(toErrorMessage(new ApiError(409, 'Order Already placed'))).toBe('Order Already placed');
    expect(toErrorMessage(new UserFacingError(messages.noUserLoggedIn))).toBe(messages.noUserLoggedIn);
  });

  it('says "something went wrong" for anything else', () => {
    expect(toErrorMessage(new TypeError("Cannot read properties of undefined (reading 'url')"))).toBe(
      messages.serverError,
    );
    expect(toErrorMessage('a string')).toBe(messages.serverError);
  });
});
