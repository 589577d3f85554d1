import {
  type ErrorResponse,
  type FieldError,
  type MessageParams,
  messages,
  messageTable,
  noteRefusal,
} from '@motoforge/contract';
import { isRecord } from './is-record';

export const ACCESS_TOKEN_KEY = 'accessToken';

/** Whether this browser holds a session's token: a signed-in visitor's calls carry it. */
export const hasAccessToken = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem(ACCESS_TOKEN_KEY) !== null;

/** The web app's own words for a call that failed without the API's (lib/translate-message.ts). */
export const apiClientMessages = messageTable(
  'apiClient',
  {
    /** What the shopper is told when the request never reached the shop (offline, a dropped link). */
    connectionFailed: 'Cannot reach the shop. Check your connection and try again.',
    /** What the shopper is told of a refusal that came without words of its own (a proxy's error page). */
    requestFailed: (status: number) => `Request failed (${status})`,
  },
  { requestFailed: ['status'] },
);

export const CONNECTION_FAILED_MESSAGE = apiClientMessages.connectionFailed;
export const requestFailedMessage = apiClientMessages.requestFailed;

/** A failure whose message is written for the shopper, so it is shown as it is (see toErrorMessage). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/**
 * An API answer that was not 2xx; `message` is the server's own words when it sent any, `code` and
 * `params` its identity (the contract's code, "checkout.codTooLarge", and the values it was made
 * with; or better-auth's code for a refusal of its own, INVALID_EMAIL_OR_PASSWORD…), by which a
 * Bangla page says it (lib/translate-message.ts), and `fieldErrors` the fields of the request it
 * refused, by their names in the request (`address.phone`).
 */
export class ApiError extends UserFacingError {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors: readonly FieldError[] = [],
    /** The refusal's whole answer, for a caller that reads more of it (an import's bad rows). */
    readonly answer?: unknown,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What to tell the shopper about a failure, on every page and form alike: an ApiError's words
 * (the server's, the network's, or the shop's own for a 5xx without any) or our own words for
 * them; anything else, such as a malformed answer, is not worth showing verbatim. In English, as
 * the API words it: a component shows it with useErrorMessage (lib/translate-message.ts), in the
 * page's language.
 */
export function toErrorMessage(error: unknown): string {
  return error instanceof UserFacingError ? error.message : messages.serverError;
}

/**
 * The one rule of what a 401 means: the session has ended on the server. AuthProvider signs the
 * visitor out and the login page says so, so the form or button that made the call says nothing.
 */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The headers every call to the API carries: the stored token as a bearer, when there is one. */
export function authorizationHeaders(): Record<string, string> {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY);
  return token ? { authorization: `Bearer ${token}` } : {};
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored token as a bearer header (the spec's "bearer" calls). */
  isAuthenticated?: boolean;
  /** Headers of the call's own (the checkout's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether the answer has what the caller reads of it; any other answer is a malformed one. For
   * better-auth's answers (under /auth), which are not the contract's.
   */
  isExpected?: (answer: unknown) => answer is T;
};

/**
 * The one way the SPA talks to the API, better-auth's endpoints under /api/auth included: JSON in,
 * JSON out; `T` is the contract's type of the answer. The session cookie goes with every call
 * (same-origin): better-auth and PUT /api/user read it; our other routes read the bearer token.
 *
 * A 2xx answer is not parsed again here: the API builds its answers with the contract's types and
 * checks them against the contract's schemas as it sends them (fastify-type-provider-zod's
 * serializerCompiler in apps/api/src/app.ts; the catalogue and reviews it caches as bytes are only
 * typed), so a second parse would only put zod on every page. better-auth's answers are checked
 * by hand with `isExpected`, for the fields the caller reads: the session is read on every page.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, isAuthenticated = false, headers: ownHeaders, signal, isExpected }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...ownHeaders,
    accept: 'application/json',
    ...(isAuthenticated ? authorizationHeaders() : {}),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusalOf(response.status, payload, { path });
  // Not an ApiError: the visitor is told "something went wrong", not a parser's words.
  if (isExpected && !isExpected(payload)) throw new Error(`Unexpected answer from /api${path}`);
  return payload as T;
}

/**
 * A failed answer as an error, for every way the web calls the API (JSON here, files in
 * api-transfer.ts): the API's own message (`{ success: false, message }`, also what our rate
 * limiter and the sign-in lock answer on /api/auth); for a refusal from better-auth (a `path`
 * under /auth/), its `{ code, message }` (docs/product.md#messages: the identity provider's
 * message under the form), with its code. Anything else, such as a proxy's HTML error page in
 * front of the shop or a 5xx of better-auth's, is worded by its status: a 5xx in the shop's own
 * server-error words, a 4xx by `failedText` (the call's own "Upload failed (413)"), or "Request
 * failed (413)".
 */
export function refusalOf(
  status: number,
  payload: unknown,
  { path = '', failedText = requestFailedMessage }: { path?: string; failedText?: (status: number) => string } = {},
): ApiError {
  if (isErrorResponse(payload)) {
    noteIdentities(payload);
    return new ApiError(status, payload.message, codeOf(payload), fieldErrorsOf(payload), payload, paramsOf(payload));
  }
  if (status < 500 && path.startsWith('/auth/') && hasMessage(payload)) {
    return new ApiError(status, payload.message, typeof payload.code === 'string' ? payload.code : undefined);
  }
  if (status === 503) return new ApiError(status, messages.serviceUnavailable);
  return new ApiError(status, status >= 500 ? messages.serverError : failedText(status), undefined, [], payload);
}

/** The fields an error answer refused (`errors`, for a request that broke the contract's rules). */
function fieldErrorsOf(payload: unknown): FieldError[] {
  if (!isRecord(payload) || !Array.isArray(payload.errors)) return [];
  return payload.errors.filter(
    (error: unknown): error is FieldError =>
      isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string',
  );
}

const codeOf = (payload: unknown) => (isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined);
const paramsOf = (payload: unknown) =>
  isRecord(payload) && isRecord(payload.params) ? (payload.params as MessageParams) : undefined;

/**
 * Records a refusal's text, and each of its problems' (a field's, a file row's), with the identity
 * the API gave it, so that a component showing one by its words finds its code too
 * (lib/translate-message.ts).
 */
export function noteIdentities(refusal: unknown) {
  const problems = isRecord(refusal) && Array.isArray(refusal.errors) ? (refusal.errors as unknown[]) : [];
  for (const one of [refusal, ...problems]) {
    const code = codeOf(one);
    const params = paramsOf(one);
    if (code !== undefined && isRecord(one) && typeof one.message === 'string')
      noteRefusal(one.message, { code, ...(params ? { params } : {}) });
  }
}

const hasMessage = (payload: unknown): payload is { message: string; code?: unknown } =>
  isRecord(payload) && typeof payload.message === 'string' && payload.message.length > 0;

/** The contract's error answer (`errorResponseSchema`), as far as the SPA reads it. */
function isErrorResponse(payload: unknown): payload is Pick<ErrorResponse, 'success' | 'message'> {
  return isRecord(payload) && payload.success === false && typeof payload.message === 'string';
}
