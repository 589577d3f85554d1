import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { authMessages, type SessionUser } from '@motoforge/contract';
import { forbidden } from '../http-error.js';

/**
 * Who may touch what, written once (docs/design.md#security). Every service scopes its queries with these,
 * so the rule "a customer touches their own rows; an admin touches any" has one home.
 */

export const isAdminActor = (actor: SessionUser): boolean => actor.role === 'admin';

/** The rows `actor` owns, by the column that names their owner (`orders.userId`). */
export const ownedBy = (ownerColumn: AnyColumn, actor: SessionUser): SQL => eq(ownerColumn, actor.id);

/** The rows `actor` may see: their own, or, for an admin, every row (no condition). */
export const ownedByOrAdmin = (ownerColumn: AnyColumn, actor: SessionUser): SQL | undefined =>
  isAdminActor(actor) ? undefined : ownedBy(ownerColumn, actor);

/** Only an admin may go on; anyone else is answered 403. */
export function assertAdmin(actor: SessionUser): void {
  if (!isAdminActor(actor)) throw forbidden(authMessages.adminOnly);
}

/**
 * Whether `email` names the actor's own account. Another account's is only for an admin: anyone
 * else is answered 403 with `refusal`.
 */
export function isSelfOrAdmin(actor: SessionUser, email: string, refusal: string = authMessages.adminOnly): boolean {
  const isSelf = email.trim().toLowerCase() === actor.email.toLowerCase();
  if (!isSelf && !isAdminActor(actor)) throw forbidden(refusal);
  return isSelf;
}
