import { ApiError, CONNECTION_FAILED_MESSAGE } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

// better-auth answers errors as { code, message }; our rate limiter as { success: false, message }.
const hasMessage = (payload: unknown): payload is { message: string } =>
  isRecord(payload) && typeof payload.message === 'string' && payload.message.length > 0;

type AuthRequestOptions<T> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Whether the answer has what the caller reads of it; any other answer is a malformed one. */
  isExpected?: (answer: unknown) => answer is T;
};

/**
 * A call to better-auth under /api/auth. It is cookie-based, unlike our bearer API, and its error
 * bodies differ, so it has its own small client; failures carry the server's own message. Its
 * answers are better-auth's, not the contract's, so the fields a caller reads are checked, by
 * hand: the session is read on every page, and no page should download zod for that.
 */
export async function authRequest<T = unknown>(
  path: string,
  { method = 'POST', body, isExpected }: AuthRequestOptions<T> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'GET'
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(response.status, hasMessage(payload) ? payload.message : `Request failed (${response.status})`);
  }
  // Not an ApiError: the visitor is told "something went wrong", not a parser's words.
  if (isExpected && !isExpected(payload)) throw new Error(`Unexpected answer from /api/auth${path}`);
  return payload as T;
}
