import type { SessionUser } from '@motoforge/contract';
import { z } from 'zod';
import { authRequest } from './auth-request';

const betterAuthUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullish(),
  image: z.string().nullish(),
});

const sessionSchema = z.object({ session: z.object({ token: z.string() }), user: betterAuthUserSchema }).nullable();
export type BetterAuthSession = NonNullable<z.infer<typeof sessionSchema>>;

/** GET /api/auth/get-session: the cookie session, or null when nobody is signed in. */
export const getSession = () => authRequest('/get-session', sessionSchema, { method: 'GET' });

/** The session's user in the shape the rest of the API uses (PUT /api/user answers the same). */
export function toSessionUser(user: BetterAuthSession['user']): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    img: user.image ?? null,
  };
}
