import { and, eq } from 'drizzle-orm';
import {
  businessAccountMessages,
  type AdminBusinessApplication,
  type BusinessDecisionInput,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications, customerGroups, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { selectBusinessApplications, toBusinessApplication } from './business-application-of.js';
import { notifyBuyerOfDecision } from './notify-business-account.js';

/**
 * POST /api/admin/business-accounts/{id}/decision (admin): a pending application approved into a
 * group, or refused with a note; answered once (409 after). The buyer is told in the same
 * transaction, in the buyer's language.
 */
export async function decideBusinessApplication(
  db: Db,
  id: string,
  decision: BusinessDecisionInput,
  actor: SessionUser,
): Promise<AdminBusinessApplication> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        state: businessApplications.state,
        businessName: businessApplications.businessName,
        phone: businessApplications.phone,
        buyer: { id: users.id, email: users.email, language: users.language },
      })
      .from(businessApplications)
      .innerJoin(users, eq(users.id, businessApplications.userId))
      .where(eq(businessApplications.id, id))
      .for('update', { of: businessApplications });
    if (!current) throw notFound(businessAccountMessages.applicationNotFound);
    if (current.state !== 'pending') throw conflict(businessAccountMessages.notPending);
    let groupName: string | undefined;
    if (decision.decision === 'approve') {
      const [group] = await tx
        .select({ name: customerGroups.name })
        .from(customerGroups)
        .where(eq(customerGroups.id, decision.groupId));
      if (!group) throw badRequest(businessAccountMessages.groupNotFound);
      groupName = group.name;
    }
    const state = decision.decision === 'approve' ? 'approved' : 'refused';
    await tx
      .update(businessApplications)
      .set({
        state,
        note: decision.note,
        groupId: decision.decision === 'approve' ? decision.groupId : null,
        decidedBy: actor.id,
        decidedAt: new Date(),
      })
      .where(and(eq(businessApplications.id, id), eq(businessApplications.state, 'pending')));
    await notifyBuyerOfDecision(tx, { ...current.buyer, phone: current.phone }, state, {
      businessName: current.businessName,
      note: decision.note,
      ...(groupName ? { group: groupName } : {}),
    });
  });
  const [row] = await selectBusinessApplications(db).where(eq(businessApplications.id, id));
  if (!row) throw notFound(businessAccountMessages.applicationNotFound);
  return toBusinessApplication(row);
}
