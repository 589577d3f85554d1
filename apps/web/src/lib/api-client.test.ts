import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/render-with-providers';
import { ApiError, apiRequest } from './api-client';

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

  it.each([
    ['a body that is not JSON', () => Promise.resolve(new Response('<h1>Bad Gateway</h1>', { status: 502 }))],
    ['a body that is not the API’s error', { status: 502, body: { error: 'Bad Gateway', message: 42 } }],
  ])('says only "Request failed" for %s', async (_name, answer) => {
    stubFetch({ 'GET /api/part': answer });
    await expect(apiRequest('/part')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('says the shop cannot be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/part')).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
  });
});
