import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

// better-auth answers errors as { code, message }; our rate limiter as { success: false, message }.
const errorBodySchema = z.object({ message: z.string().min(1) });

type AuthRequestOptions = { method?: 'GET' | 'POST'; body?: unknown };

/**
 * A call to better-auth under /api/auth. It is cookie-based, unlike our bearer API, and its error
 * bodies differ, so it has its own small client; failures carry the server's own message.
 */
export async function authRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = 'POST', body }: AuthRequestOptions = {},
): Promise<z.infer<T>> {
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
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : `Request failed (${response.status})`);
  }
  return schema.parse(payload);
}
