import { eq, sql } from 'drizzle-orm';
import {
  businessAccountMessages,
  type BusinessApplication,
  type BusinessApplicationInput,
  type SessionUser,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications } from '../../db/schema.js';
import { conflict } from '../../http-error.js';
import { getMyBusinessApplication } from './get-my-business-application.js';
import { notifyAdminsOfApplication } from './notify-business-account.js';

/**
 * POST /api/business-accounts: the actor applies, for their own account only. One application per
 * account: a pending or approved one refuses another (409); a refused one is replaced by the new
 * application, back to pending. The admins are told in the same transaction.
 */
export async function applyForBusinessAccount(
  db: Db,
  input: BusinessApplicationInput,
  actor: SessionUser,
): Promise<BusinessApplication> {
  await db.transaction(async (tx) => {
    const fields = { ...input, state: 'pending' as const, note: '', groupId: null, decidedBy: null, decidedAt: null };
    // The insert, or the refused application's row made new; a pending or approved one stays as it is.
    const [written] = await tx
      .insert(businessApplications)
      .values({ ...fields, userId: actor.id })
      .onConflictDoUpdate({
        target: businessApplications.userId,
        set: { ...fields, createdAt: sql`now()` },
        setWhere: eq(businessApplications.state, 'refused'),
      })
      .returning({ id: businessApplications.id });
    if (!written) {
      const [earlier] = await tx
        .select({ state: businessApplications.state })
        .from(businessApplications)
        .where(eq(businessApplications.userId, actor.id));
      throw conflict(
        earlier?.state === 'approved'
          ? businessAccountMessages.alreadyApproved
          : businessAccountMessages.alreadyPending,
      );
    }
    await notifyAdminsOfApplication(tx, { businessName: input.businessName, note: '' });
  });
  const { application } = await getMyBusinessApplication(db, actor);
  if (!application) throw new Error('the application just written is not found');
  return application;
}
