import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's XMLHttpRequest, which the web's uploads use (lib/api-transfer.ts):
 * the test decides how far the upload goes, which lines of the answer arrive, and how it ends.
 * Install it with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`; `FakeXhr.last` is the latest request.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** The browser reports `loaded` of `total` bytes sent. */
  uploaded(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  /** More of a 2xx answer's text arrives (an import's NDJSON lines). */
  arrives(text: string) {
    this.status = 200;
    this.responseText += text;
    act(() => this.onprogress?.());
  }
  /** The answer has all arrived, as it is so far. */
  finish() {
    act(() => this.onload?.());
  }
  /** The whole answer: `body` as JSON with `status`. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  /** The request never reached the shop. */
  failToConnect() {
    act(() => this.onerror?.());
  }
}
