import type { Profile, ProfileInput, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { getProfile } from './get-profile.js';

/** Saves the actor's own details, whatever name the request's path carries. */
export async function saveProfile(db: Db, input: ProfileInput, actor: SessionUser): Promise<Profile> {
  const details = {
    phone: input.phone,
    education: input.education,
    location: input.location,
    linkedin: input.linkedin,
  };
  await db
    .insert(profiles)
    .values({ userId: actor.id, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...details, updatedAt: new Date() } });
  return getProfile(db, actor);
}
