import { eq } from 'drizzle-orm';
import { authMessages, type SessionUser, type SyncUserInput } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';

/**
 * After sign-in the SPA names the account it believes it signed into. Only the session's own
 * e-mail is accepted; the display name is saved when given.
 */
export async function syncUser(
  db: Db,
  { pathEmail, input }: { pathEmail: string; input: SyncUserInput },
  actor: SessionUser,
): Promise<SessionUser> {
  const own = actor.email.toLowerCase();
  if (pathEmail.toLowerCase() !== own || input.email.toLowerCase() !== own) {
    throw forbidden(authMessages.notYourAccount);
  }
  if (input.displayName && input.displayName !== actor.displayName) {
    await db.update(users).set({ name: input.displayName, updatedAt: new Date() }).where(eq(users.id, actor.id));
    return { ...actor, displayName: input.displayName };
  }
  return actor;
}
