import { and, asc, count, eq } from 'drizzle-orm';
import { businessAccountMessages, type CustomerGroupMembers } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications, customerGroups, users } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../db/errors.js';
import { conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { languageOf, notifyBuyerOfDecision } from './notify-business-account.js';

async function assertGroupExists(db: Db, groupId: string) {
  const [group] = isUuid(groupId)
    ? await db.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, groupId))
    : [];
  if (!group) throw notFound(businessAccountMessages.groupNotFound);
}

/** GET /api/admin/customer-groups/{id}/members (admin): the group's approved businesses, by name. */
export async function listGroupMembers(db: Db, groupId: string): Promise<CustomerGroupMembers> {
  await assertGroupExists(db, groupId);
  const members = await db
    .select({
      applicationId: businessApplications.id,
      businessName: businessApplications.businessName,
      email: users.email,
    })
    .from(businessApplications)
    .innerJoin(users, eq(users.id, businessApplications.userId))
    .where(and(eq(businessApplications.groupId, groupId), eq(businessApplications.state, 'approved')))
    .orderBy(asc(businessApplications.businessName), asc(businessApplications.id));
  return { members };
}

/**
 * DELETE /api/admin/customer-groups/{id}/members/{applicationId} (admin): the business leaves the
 * group, and its application waits for an answer again (an approved account has a group; ADR 061),
 * so its next page shows list prices and the admin may approve it into another group or refuse it.
 * The buyer is told, by SMS and e-mail in their language, on the same transaction.
 */
export async function removeGroupMember(db: Db, groupId: string, applicationId: string): Promise<void> {
  await assertGroupExists(db, groupId);
  if (!isUuid(applicationId)) throw notFound(businessAccountMessages.memberNotFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(businessApplications)
      .set({ state: 'pending', groupId: null, note: '', decidedBy: null, decidedAt: null })
      .where(
        and(
          eq(businessApplications.id, applicationId),
          eq(businessApplications.groupId, groupId),
          eq(businessApplications.state, 'approved'),
        ),
      )
      .returning({
        userId: businessApplications.userId,
        businessName: businessApplications.businessName,
        phone: businessApplications.phone,
      });
    if (!removed) throw notFound(businessAccountMessages.memberNotFound);
    const [buyer] = await tx
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, removed.userId));
    const [group] = await tx
      .select({ name: customerGroups.name, nameBn: customerGroups.nameBn })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    if (!buyer || !group) return;
    const inBangla = languageOf(buyer.language) === 'bn' && group.nameBn !== '';
    await notifyBuyerOfDecision(tx, { ...buyer, phone: removed.phone }, 'removed', {
      businessName: removed.businessName,
      note: '',
      group: inBangla ? group.nameBn : group.name,
    });
  });
}

/**
 * DELETE /api/admin/customer-groups/{id} (admin): an empty group, with its rules. A group with
 * members is refused (409), and so is one a member joins meanwhile (the foreign key keeps it).
 */
export async function deleteCustomerGroup(db: Db, groupId: string): Promise<void> {
  await assertGroupExists(db, groupId);
  const [members] = await db
    .select({ count: count() })
    .from(businessApplications)
    .where(eq(businessApplications.groupId, groupId));
  if ((members?.count ?? 0) > 0) throw conflict(businessAccountMessages.groupHasMembers);
  try {
    await db.delete(customerGroups).where(eq(customerGroups.id, groupId));
  } catch (error) {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw conflict(businessAccountMessages.groupHasMembers);
    throw error;
  }
}
