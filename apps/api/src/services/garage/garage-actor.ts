import type { CookieBike, SessionUser } from '@motoforge/contract';

/**
 * Whose garage a call is about: a signed-in rider's, kept on the account, or a guest's, kept in
 * the garage cookie (its bikes as the browser sent them: never trusted, see guest-garage.ts).
 */
export type GarageActor = { kind: 'account'; user: SessionUser } | { kind: 'guest'; cookieBikes: CookieBike[] };
