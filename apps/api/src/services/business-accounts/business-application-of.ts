import { eq } from 'drizzle-orm';
import type { AdminBusinessApplication } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { businessApplications, customerGroups, users } from '../../db/schema.js';

/** The applications with their buyers and groups: every read of them starts here, then narrows. */
export const selectBusinessApplications = (db: Db | Tx) =>
  db
    .select({
      application: businessApplications,
      group: { id: customerGroups.id, name: customerGroups.name, nameBn: customerGroups.nameBn },
      email: users.email,
      buyerName: users.name,
    })
    .from(businessApplications)
    .innerJoin(users, eq(users.id, businessApplications.userId))
    .leftJoin(customerGroups, eq(customerGroups.id, businessApplications.groupId));

type ApplicationRow = Awaited<ReturnType<typeof selectBusinessApplications>>[number];

/** An application as the API answers it (the buyer's own answer leaves out the e-mail and name). */
export function toBusinessApplication({
  application,
  group,
  email,
  buyerName,
}: ApplicationRow): AdminBusinessApplication {
  return {
    id: application.id,
    kind: application.kind,
    businessName: application.businessName,
    tradeLicence: application.tradeLicence,
    bin: application.bin,
    address: application.address,
    phone: application.phone,
    state: application.state,
    note: application.note,
    group,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    email,
    buyerName,
  };
}
