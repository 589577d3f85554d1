import { messages, type ErrorResponse } from '@motoforge/contract';
import { isRecord } from './is-record';

export const ACCESS_TOKEN_KEY = 'accessToken';

/** What the shopper is told when the request never reached the shop (offline, a dropped link). */
export const CONNECTION_FAILED_MESSAGE = 'Cannot reach the shop. Check your connection and try again.';

/** An API answer that was not 2xx; `message` is the server's own words when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored token as a bearer header (the spec's "bearer" calls). */
  isAuthenticated?: boolean;
  signal?: AbortSignal;
};

/**
 * The one way the SPA talks to the API: JSON in, JSON out; `T` is the contract's type of the answer.
 * A 2xx answer is not parsed again here: the API builds its answers with the contract's types and
 * checks them against the contract's schemas as it sends them (fastify-type-provider-zod's
 * serializerCompiler in apps/api/src/app.ts; the catalogue and reviews it caches as bytes are only
 * typed), so a second parse would only put zod on every page.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, isAuthenticated = false, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (isAuthenticated) {
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(response.status, isErrorResponse(payload) ? payload.message : wordsFor(response.status));
  }
  return payload as T;
}

/**
 * An answer without the API's own words, such as a proxy's HTML error page in front of the shop: a
 * 5xx gets the shop's own server-error texts, as the API would have said it.
 */
function wordsFor(status: number): string {
  if (status === 503) return messages.serviceUnavailable;
  if (status >= 500) return messages.serverError;
  return `Request failed (${status})`;
}

/** The contract's error answer (`errorResponseSchema`), as far as the SPA reads it. */
export function isErrorResponse(payload: unknown): payload is Pick<ErrorResponse, 'success' | 'message'> {
  return isRecord(payload) && payload.success === false && typeof payload.message === 'string';
}
