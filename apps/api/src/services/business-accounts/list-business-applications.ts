import { count, desc, eq } from 'drizzle-orm';
import type { BusinessApplications, BusinessApplicationsQuery } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications } from '../../db/schema.js';
import { selectBusinessApplications, toBusinessApplication } from './business-application-of.js';

/**
 * GET /api/admin/business-accounts: a page of applications, newest first, of one state or all,
 * paged and filtered in the database (its indexes of migration 0030 serve both orders).
 */
export async function listBusinessApplications(
  db: Db,
  { state, page, pageSize }: BusinessApplicationsQuery,
): Promise<BusinessApplications> {
  const where = state ? eq(businessApplications.state, state) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBusinessApplications(db)
      .where(where)
      .orderBy(desc(businessApplications.createdAt), desc(businessApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(businessApplications).where(where),
  ]);
  return {
    items: rows.map(toBusinessApplication),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
