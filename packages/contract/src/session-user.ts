import type { SessionUser } from './auth.js';

/*
 * Kept apart from auth.ts's schemas: the web app reads the session on every page, and a module its
 * first chunk imports must not pull zod in with it (the home page's budget, bench/page-weight.mjs).
 */

/** A better-auth user as the shop speaks of it, on the API and in the web app alike. */
export function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  image?: string | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    img: user.image ?? null,
  };
}
