import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps each call's context in AsyncLocalStorage. On Node 20, the first `run()` of any
 * AsyncLocalStorage turns on async hooks for the whole process until every storage is disabled
 * again, so from the first sign-in on, every promise and tick of every request (a cached catalogue
 * read, a page) pays for them: about a tenth of the API's throughput, for contexts only better-auth
 * reads, and only during its own calls.
 *
 * So the calls into better-auth are counted, and when none is left in flight its storages are
 * disabled, which turns the hooks off; its next `run()` turns them on again. A call's context is
 * never dropped under it: disabling waits for the last overlapping call to settle. better-auth
 * runs nothing in the background after a call settles unless `advanced.backgroundTasks` or the
 * phone-number plugin is configured (neither is here). On Node 24+, where AsyncLocalStorage no
 * longer uses async hooks, disabling between calls is harmless and saves nothing.
 */
let callsInFlight = 0;

/** better-auth's storages live on its process-wide global (`@better-auth/core`, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

function disableAuthStorages() {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  for (const value of Object.values(global?.context ?? {})) {
    if (value instanceof AsyncLocalStorage) value.disable();
  }
}

/** Runs one call into better-auth, counted as in flight until its promise settles. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight += 1;
  try {
    return await call();
  } finally {
    callsInFlight -= 1;
    if (callsInFlight === 0) disableAuthStorages();
  }
}

type AuthInstance = { handler: (request: Request) => Promise<Response>; api: object };

/**
 * The same better-auth instance, whose `handler` and `api.*` calls go through `authCall`.
 * better-auth's own calls between its endpoints stay inside the outer call.
 */
export function releaseContextsWhenIdle<Auth extends AuthInstance>(auth: Auth): Auth {
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(key)) {
        wrapped.set(key, (...args: unknown[]) =>
          authCall(async () => (await Reflect.apply(value, target, args)) as unknown),
        );
      }
      return wrapped.get(key);
    },
  });
  const handler = (request: Request) => authCall(() => auth.handler(request));
  return new Proxy(auth, {
    get(target, key) {
      if (key === 'api') return api;
      if (key === 'handler') return handler;
      return Reflect.get(target, key) as unknown;
    },
  });
}
