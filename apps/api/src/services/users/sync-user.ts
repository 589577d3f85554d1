import { eq } from 'drizzle-orm';
import { authMessages, type CookieBike, type Garage, type SessionUser, type SyncUserInput } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import { mergeGuestGarage } from '../garage/merge-guest-garage.js';

/**
 * After sign-in the SPA names the account it believes it signed into. Only the session's own
 * e-mail is accepted; the display name and the language the rider reads (for the shop's SMS and
 * e-mail, docs/product.md#bangla) are saved when given, and the bikes the rider kept as a
 * guest (`guestBikes`, from the garage cookie) join the account's garage, which is answered so the
 * cookie can become its copy.
 */
export async function syncUser(
  db: Db,
  { pathEmail, input, guestBikes }: { pathEmail: string; input: SyncUserInput; guestBikes: CookieBike[] },
  actor: SessionUser,
): Promise<{ user: SessionUser; garage: Garage }> {
  const own = actor.email.toLowerCase();
  if (pathEmail.toLowerCase() !== own || input.email.toLowerCase() !== own) {
    throw forbidden(authMessages.notYourAccount);
  }
  let user = actor;
  if (input.displayName && input.displayName !== actor.displayName) {
    await db.update(users).set({ name: input.displayName, updatedAt: new Date() }).where(eq(users.id, actor.id));
    user = { ...actor, displayName: input.displayName };
  }
  if (input.language) {
    await db.update(users).set({ language: input.language }).where(eq(users.id, actor.id));
  }
  return { user, garage: await mergeGuestGarage(db, { cookieBikes: guestBikes }, actor) };
}
