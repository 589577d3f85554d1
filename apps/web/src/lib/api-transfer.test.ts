import { messages } from '@motoforge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/testing/fake-xhr';
import { stubFetch } from '@/testing/render-with-providers';
import { ACCESS_TOKEN_KEY, apiRequest, CONNECTION_FAILED_MESSAGE, isSessionEnded } from './api-client';
import { downloadFromApi, type TransferProgress, uploadToApi } from './api-transfer';

/** An answer that arrives in `parts`, saying its length unless `compressed`. */
function streamed(parts: string[], { compressed = false, headers = {} as Record<string, string> } = {}) {
  const bytes = parts.map((part) => new TextEncoder().encode(part));
  const length = bytes.reduce((sum, part) => sum + part.byteLength, 0);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of bytes) controller.enqueue(part);
      controller.close();
    },
  });
  return () =>
    Promise.resolve(
      new Response(body, {
        headers: {
          'content-type': 'text/csv',
          ...(compressed ? { 'content-encoding': 'br' } : { 'content-length': String(length) }),
          ...headers,
        },
      }),
    );
}

const failedText = (status: number) => `Export failed (${status})`;

describe('the one way the web calls the API, for files', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('downloads with the bearer header, says how far it has gone, and keeps the name the API gave', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/catalogue.csv': streamed(['sku,name\n', 'BR-1,Brake pad\n'], {
        headers: { 'content-disposition': 'attachment; filename="motoforge-catalogue.csv"' },
      }),
    });
    const heard: TransferProgress[] = [];
    const file = await downloadFromApi('/api/admin/catalogue.csv', {
      accept: 'text/csv',
      onDownload: (progress) => heard.push(progress),
    });

    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ accept: 'text/csv', authorization: 'Bearer admin-token' });
    expect(heard).toEqual([0, 9 / 24, 1]);
    expect(file.fileName).toBe('motoforge-catalogue.csv');
    expect(await file.blob.text()).toBe('sku,name\nBR-1,Brake pad\n');
  });

  it('does not guess a share when the answer is compressed, since its length counts other bytes', async () => {
    stubFetch({ 'GET /api/admin/orders.csv': streamed(['id\n', 'A-1\n'], { compressed: true }) });
    const heard: TransferProgress[] = [];
    await downloadFromApi('/api/admin/orders.csv', {
      accept: 'text/csv',
      onDownload: (progress) => heard.push(progress),
    });
    expect(heard).toEqual([null, null, null]);
  });

  it.each([
    ['the API’s own words', 409, { success: false, message: 'Nothing to export' }, 'Nothing to export'],
    ['the call’s own words for a 4xx without the API’s', 413, 'Too large', 'Export failed (413)'],
    ['the shop’s words for a 5xx', 502, 'Bad gateway', messages.serverError],
    ['the shop’s words for a 503', 503, 'Down', messages.serviceUnavailable],
  ])('words a refused download with %s, as a JSON call would', async (_case, status, body, words) => {
    const answer = () =>
      Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
    stubFetch({ 'GET /api/admin/catalogue.csv': answer, 'GET /api/part': answer });
    await expect(downloadFromApi('/api/admin/catalogue.csv', { accept: 'text/csv', failedText })).rejects.toMatchObject(
      { status, message: words },
    );
    if (status >= 500 || typeof body !== 'string') {
      await expect(apiRequest('/part')).rejects.toMatchObject({ status, message: words });
    }
  });

  it('says the shop cannot be reached when a download never gets there', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(downloadFromApi('/api/admin/catalogue.csv', { accept: 'text/csv' })).rejects.toMatchObject({
      status: 0,
      message: CONNECTION_FAILED_MESSAGE,
    });
  });

  describe('uploads', () => {
    beforeEach(() => {
      FakeXhr.last = null;
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });

    it('sends the file with the bearer header, says how far it has gone, and hands over the answer as it arrives', async () => {
      const uploaded: TransferProgress[] = [];
      const arrived: string[] = [];
      const file = new File(['sku,name\n'], 'catalogue.csv', { type: 'text/csv' });
      const answer = uploadToApi('/api/admin/catalogue/import', file, {
        contentType: 'text/csv',
        onUpload: (progress) => uploaded.push(progress),
        onText: (text) => arrived.push(text),
      });
      const xhr = FakeXhr.last!;
      expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/admin/catalogue/import', file]);
      expect(xhr.headers).toEqual({
        accept: 'application/json',
        'content-type': 'text/csv',
        authorization: 'Bearer admin-token',
      });

      xhr.uploaded(25, 100);
      xhr.uploaded(100, 100);
      xhr.arrives('{"phase":"checking"}\n');
      xhr.arrives('{"phase":"done"}\n');
      xhr.finish();

      await expect(answer).resolves.toBe('{"phase":"checking"}\n{"phase":"done"}\n');
      expect(uploaded).toEqual([0.25, 1]);
      expect(arrived).toEqual(['{"phase":"checking"}\n', '{"phase":"checking"}\n{"phase":"done"}\n']);
    });

    it('words a refusal as every call does, and a 401 means the session has ended', async () => {
      const refused = uploadToApi('/api/upload', new FormData(), {
        failedText: (status) => `Upload failed (${status})`,
      });
      FakeXhr.last!.respond(401, { success: false, message: 'Session expired' });
      const error = await refused.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 401, message: 'Session expired' });
      expect(isSessionEnded(error)).toBe(true);

      const tooLarge = uploadToApi('/api/upload', new FormData(), {
        failedText: (status) => `Upload failed (${status})`,
      });
      FakeXhr.last!.status = 413;
      FakeXhr.last!.responseText = '<html>Request Entity Too Large</html>';
      FakeXhr.last!.finish();
      const refusal = await tooLarge.catch((caught: unknown) => caught);
      expect(refusal).toMatchObject({ status: 413, message: 'Upload failed (413)' });
      expect(isSessionEnded(refusal)).toBe(false);

      const offline = uploadToApi('/api/upload', new FormData());
      FakeXhr.last!.failToConnect();
      await expect(offline).rejects.toMatchObject({ status: 0, message: CONNECTION_FAILED_MESSAGE });
    });
  });
});
