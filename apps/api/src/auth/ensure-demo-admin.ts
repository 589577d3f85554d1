import { and, eq, ne } from 'drizzle-orm';
import { startUpLockKeys, type Database } from '../db/client.js';
import { appMeta, users } from '../db/schema.js';
import type { Env } from '../env.js';
import type { Auth } from './auth.js';

/** What ensureDemoAdmin did: `not-the-seed-account` when someone else's account has the e-mail. */
export type DemoAdminOutcome = 'promoted' | 'not-the-seed-account';

/** The app_meta key under which the seed records the id of the demo admin account it created. */
const seedAccountKey = (email: string) => `demo-admin-account:${email}`;

/**
 * Demo mode: the admin whose e-mail and password the demo notice shows exists and is an admin.
 * Only an account this seed created is ever made admin (its id is recorded in app_meta when it is
 * created): an account someone else registered under DEMO_ADMIN_EMAIL, before the shop first
 * started in demo mode or after the seed's account was removed, stays what it is.
 *
 * Servers starting at once on one database take turns (an advisory lock), so one creates the account
 * and the others find it: no failed sign-up for better-auth to log as an error, and every server
 * answers `promoted`.
 */
export function ensureDemoAdmin(
  auth: Auth,
  database: Pick<Database, 'db' | 'oneAtATime'>,
  env: Env,
): Promise<DemoAdminOutcome> {
  return database.oneAtATime(startUpLockKeys.demoAdmin, () => ensure(auth, database.db, env));
}

async function ensure(auth: Auth, db: Database['db'], env: Env): Promise<DemoAdminOutcome> {
  const email = env.DEMO_ADMIN_EMAIL.toLowerCase();
  const key = seedAccountKey(email);
  const accountId = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]?.id;

  if (!(await accountId())) {
    let created: string | undefined;
    try {
      const result = await auth.api.signUpEmail({
        body: { name: 'Demo Admin', email, password: env.DEMO_ADMIN_PASSWORD },
      });
      created = result.user.id;
    } catch (error) {
      // Someone signing up with the address a moment earlier (servers starting at once take turns).
      if (!(await accountId())) throw error;
    }
    if (created) {
      await db
        .insert(appMeta)
        .values({ key, value: created })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: created, updatedAt: new Date() } });
    }
  }

  const id = await accountId();
  const [seeded] = await db.select({ id: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!id || seeded?.id !== id) return 'not-the-seed-account';
  await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.role, 'admin')));
  return 'promoted';
}
