import { eq } from 'drizzle-orm';
import { type SessionUser, toSessionUser } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { Auth } from './auth.js';

/**
 * The user of a bearer token in one query, for the API's every call (ADR 028): better-auth's
 * getSession costs several times a back-office query (its bearer plugin signs the token into a
 * cookie, then parses and verifies it, then reads the session and the user apart). This reads the
 * same session row and the user's role from the database each time, so a demoted admin or an
 * ended session is refused at once, as before.
 *
 * Answers `undefined` where better-auth must answer instead: a signed token (`token.signature`),
 * and a session that is expired (better-auth deletes it) or due for its daily extension (better-
 * auth writes the new expiry), so sessions still last while used. Remove when better-auth's own
 * lookup costs no more than one query.
 */
export function createBearerSessionReader(db: Db, auth: Auth) {
  let sessionConfig: Promise<{ expiresIn: number; updateAge: number }> | undefined;
  return async (token: string): Promise<SessionUser | null | undefined> => {
    if (token.includes('.')) return undefined;
    sessionConfig ??= auth.$context.then((context) => context.sessionConfig);
    const { expiresIn, updateAge } = await sessionConfig;
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        image: users.image,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, token))
      .limit(1);
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    return toSessionUser(row);
  };
}
