import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { onSendHookHandler } from 'fastify';
import type { Database } from '../db/client.js';
import { isUuid } from '../services/ids.js';

export const CATALOGUE_CHANNEL = 'motoforge_catalogue';

/** How long a write's answer waits for its own NOTIFY before dropping every copy instead. */
const CATCH_UP_TIMEOUT_MS = 5_000;

/**
 * What a NOTIFY on the channel says (migrations 0007 and 0024): `parts <id> <id>…` (only those
 * parts changed), `stock <id> <id>…` (only their stock), `parts` (parts came or went: everything),
 * `reviews`, `fitments`, `categories` or `vehicles` (what a filter finds), `diagrams` (an assembly
 * or its callouts changed in the back office, docs/decisions/064-kept-parts-diagrams.md), `settings`
 * (the admin saved the shop settings, docs/decisions/068-kept-public-config.md), or `sync <token>`
 * (catchUp's own marker). Anything else drops everything.
 */
export function parseNotification(payload: string) {
  const [subject, ...rest] = payload.split(' ');
  if (subject === 'sync') return { kind: 'sync', token: rest[0] ?? '' } as const;
  if (subject === 'reviews') return { kind: 'reviews' } as const;
  if (subject === 'diagrams') return { kind: 'diagrams' } as const;
  if (subject === 'settings') return { kind: 'settings' } as const;
  if (subject === 'fitments' || subject === 'categories' || subject === 'vehicles') return { kind: 'filters' } as const;
  if ((subject === 'parts' || subject === 'stock') && rest.length > 0 && rest.every(isUuid))
    return { kind: subject, ids: rest } as const;
  return { kind: 'everything' } as const;
}

/**
 * An onSend hook for writes the triggers do not see: tells every server process that `subject`
 * changed, so what they keep of it is dropped. It runs after the write has committed and, as a
 * plugin's hook, before the route's own catch-up (app.ts), so the writer reads its own write.
 */
const notifyOnWrite =
  (subject: 'diagrams' | 'settings', what: string): onSendHookHandler =>
  async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    try {
      await request.server.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${subject})`);
    } catch (error) {
      // The write itself went through: its answer should not fail for the kept copies' sake.
      request.log.warn({ err: error }, `${what} changed but could not be announced`);
    }
    return payload;
  };

/** The back office's diagram writes: an assembly added or edited, its callouts placed, moved or imported. */
export const notifyDiagramsOnWrite = notifyOnWrite('diagrams', 'the parts diagrams');

/** The admin's shop settings (the fees and COD ceiling in GET /api/config, ADR 031). */
export const notifySettingsOnWrite = notifyOnWrite('settings', 'the shop settings');

/**
 * A write's wait for its own notifications (ADR 017): `catchUp` resolves once this process has
 * heard every notification committed before the call; `heard` is told of each `sync` marker that
 * comes back, and `releaseAll` lets every wait go when the LISTEN connection is lost.
 */
export function createCatchUp(
  database: Database,
  { isListening, dropEverything }: { isListening: () => boolean; dropEverything: () => void },
) {
  const catchingUp = new Map<string, () => void>();
  /**
   * Resolves once this process has heard every notification committed before the call: a marker
   * NOTIFY goes out after them and comes back after them, as PostgreSQL delivers in commit order.
   * If the marker cannot be sent or does not come back in time, every copy is dropped instead.
   */
  const catchUp = async (): Promise<void> => {
    if (!isListening()) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      catchingUp.set(token, resolve);
      timer = setTimeout(() => {
        dropEverything();
        resolve();
      }, CATCH_UP_TIMEOUT_MS);
    });
    try {
      await database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${`sync ${token}`})`);
      await heard;
    } catch {
      // The write itself went through: its answer should not fail for the cache's sake.
      dropEverything();
    } finally {
      clearTimeout(timer);
      catchingUp.delete(token);
    }
  };

  return {
    catchUp,
    heard: (token: string) => catchingUp.get(token)?.(),
    releaseAll: () => {
      for (const heard of catchingUp.values()) heard();
    },
  };
}
