import { messages } from '@motoforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/render-with-providers';
import { ApiError, apiRequest } from './api-client';

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
