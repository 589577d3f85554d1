import { eq } from 'drizzle-orm';
import { authMessages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';

/** Whether `email` is an admin. Anyone may ask about themselves; only admins about others. */
export async function isAdmin(db: Db, email: string, actor: SessionUser): Promise<boolean> {
  if (email.toLowerCase() === actor.email.toLowerCase()) return actor.role === 'admin';
  if (actor.role !== 'admin') throw forbidden(authMessages.adminOnly);
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.role === 'admin';
}
