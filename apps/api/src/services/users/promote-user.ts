import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Makes the account with this e-mail an admin; answers how many rows changed (0 when already admin or unknown). */
export async function promoteUser(db: Db, email: string): Promise<number> {
  const changed = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.email, email.toLowerCase()), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return changed.length;
}
