import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Env } from '../env.js';
import { promoteUser } from '../services/users/promote-user.js';
import type { Auth } from './auth.js';

/** Demo mode: the admin whose e-mail and password the demo notice shows exists and is an admin. */
export async function ensureDemoAdmin(auth: Auth, db: Db, env: Env): Promise<void> {
  const email = env.DEMO_ADMIN_EMAIL.toLowerCase();
  const exists = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;
  if (!(await exists())) {
    try {
      await auth.api.signUpEmail({ body: { name: 'Demo Admin', email, password: env.DEMO_ADMIN_PASSWORD } });
    } catch (error) {
      // Another server starting on the same database may have created it a moment earlier.
      if (!(await exists())) throw error;
    }
  }
  await promoteUser(db, email);
}
