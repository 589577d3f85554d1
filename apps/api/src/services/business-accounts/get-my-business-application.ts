import { eq } from 'drizzle-orm';
import type { MyBusinessApplication, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications } from '../../db/schema.js';
import { selectBusinessApplications, toBusinessApplication } from './business-application-of.js';

/** GET /api/business-accounts/mine: the actor's own application, never another's. */
export async function getMyBusinessApplication(db: Db, actor: SessionUser): Promise<MyBusinessApplication> {
  const [row] = await selectBusinessApplications(db).where(eq(businessApplications.userId, actor.id)).limit(1);
  return { application: row ? toBusinessApplication(row) : null };
}
