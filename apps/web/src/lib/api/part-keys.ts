/**
 * The catalogue's query keys (GET /api/part, GET /api/purchase/{id}): one part sits under the
 * list's key, so one invalidation of `all` refreshes every stock figure. The shop, the back office,
 * the purchase page and the server's prefetch (entry-server.tsx) all read these.
 */
export const partKeys = {
  all: ['parts'] as const,
  detail: (id: string) => [...partKeys.all, id] as const,
};
