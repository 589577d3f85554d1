import { ApiError, authorizationHeaders, CONNECTION_FAILED_MESSAGE, refusalOf } from './api-client';

/**
 * Files to and from the API, with how far they have gone: the other half of the one way the web
 * calls the API (api-client.ts has the JSON calls). Both halves send the same bearer header, word
 * a refusal the same way (`refusalOf`) and say the same when the shop cannot be reached, so a 401
 * means one thing everywhere (`isSessionEnded`). docs/architecture.md, "Calling the API".
 */

/** How far a transfer has gone, from 0 to 1; null while the browser cannot tell. */
export type TransferProgress = number | null;

/** The words for a refusal that came without the API's own, by HTTP status ("Upload failed (413)"). */
export type FailedText = (status: number) => string;

const shareOf = (loaded: number, total: number | null): TransferProgress =>
  total === null || total <= 0 ? null : Math.min(1, loaded / total);

/**
 * POST a file (or a form with one) and read the answer's text; `onUpload` hears how far the upload
 * has gone and `onText` the answer as far as it has arrived (a streamed import's progress lines).
 * XMLHttpRequest, not fetch: only it reports how far an upload has gone, which a large photo or
 * catalogue on a slow connection needs to show. Answers the whole text of a 2xx answer.
 */
export function uploadToApi(
  path: string,
  body: XMLHttpRequestBodyInit,
  {
    contentType,
    accept = 'application/json',
    failedText,
    onUpload,
    onText,
  }: {
    /** Left out for a FormData body, whose boundary the browser writes. */
    contentType?: string;
    accept?: string;
    failedText?: FailedText;
    onUpload?: (progress: TransferProgress) => void;
    onText?: (textSoFar: string) => void;
  } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', accept);
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    for (const [name, value] of Object.entries(authorizationHeaders())) xhr.setRequestHeader(name, value);
    if (onUpload) {
      xhr.upload.onprogress = (event) => onUpload(shareOf(event.loaded, event.lengthComputable ? event.total : null));
    }
    if (onText) {
      xhr.onprogress = () => {
        if (xhr.status >= 200 && xhr.status < 300) onText(xhr.responseText);
      };
    }
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_FAILED_MESSAGE));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
      else reject(refusalOf(xhr.status, parseJson(xhr.responseText), { failedText }));
    };
    xhr.send(body);
  });
}

/** The JSON of an answer's text, or undefined when it is not JSON (a proxy's HTML page). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A file the API sent, with the name it gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * GET a file from the API (a CSV export, an invoice PDF) with the bearer header, which a plain link
 * cannot send; `onDownload` hears how far it has gone. The share is known only when the answer
 * says its length and is not compressed (a compressed length counts other bytes than arrive).
 */
export async function downloadFromApi(
  path: string,
  {
    accept,
    failedText,
    onDownload,
  }: { accept: string; failedText?: FailedText; onDownload?: (progress: TransferProgress) => void },
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept, ...authorizationHeaders() }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw refusalOf(response.status, payload, { failedText });
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  const type = response.headers.get('content-type') ?? accept;
  if (!onDownload || !response.body) return { blob: await response.blob(), fileName };
  const length = Number(response.headers.get('content-length'));
  const total = response.headers.has('content-encoding') || !(length > 0) ? null : length;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onDownload(shareOf(0, total));
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      loaded += read.value.byteLength;
      onDownload(shareOf(loaded, total));
    }
  } catch {
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
