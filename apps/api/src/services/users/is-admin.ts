import { eq } from 'drizzle-orm';
import type { SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { isAdminActor, isSelfOrAdmin } from '../access.js';

/** Whether `email` is an admin. Anyone may ask about themselves; only admins about others. */
export async function isAdmin(db: Db, email: string, actor: SessionUser): Promise<boolean> {
  if (isSelfOrAdmin(actor, email)) return isAdminActor(actor);
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.role === 'admin';
}
