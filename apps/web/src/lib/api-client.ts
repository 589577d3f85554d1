import { errorResponseSchema } from '@motoforge/contract';
import type { z } from 'zod';

export const ACCESS_TOKEN_KEY = 'accessToken';

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
 * The one way the SPA talks to the API: JSON in, JSON out, parsed with the contract's schema so a
 * wrong answer fails loudly here instead of rendering garbage.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = 'GET', body, isAuthenticated = false, signal }: RequestOptions = {},
): Promise<z.infer<T>> {
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
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : `Request failed (${response.status})`);
  }
  return schema.parse(payload);
}
