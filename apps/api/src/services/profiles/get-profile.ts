import { eq } from 'drizzle-orm';
import type { Profile, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';

export async function getProfile(db: Db, actor: SessionUser): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, actor.id)).limit(1);
  return {
    displayName: actor.displayName,
    email: actor.email,
    phone: row?.phone ?? null,
    education: row?.education ?? null,
    location: row?.location ?? null,
    linkedin: row?.linkedin ?? null,
  };
}
