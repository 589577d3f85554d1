import { asc } from 'drizzle-orm';
import { businessAccountMessages, type CustomerGroupInput, type CustomerGroups } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import { customerGroups } from '../../db/schema.js';
import { conflict } from '../../http-error.js';

/** GET /api/admin/customer-groups (admin): every group, by name. */
export async function listCustomerGroups(db: Db): Promise<CustomerGroups> {
  const groups = await db
    .select({ id: customerGroups.id, name: customerGroups.name, nameBn: customerGroups.nameBn })
    .from(customerGroups)
    .orderBy(asc(customerGroups.name));
  return { groups };
}

/** POST /api/admin/customer-groups (admin): a new group; a name already taken answers 409. */
export async function addCustomerGroup(db: Db, input: CustomerGroupInput): Promise<CustomerGroups['groups'][number]> {
  try {
    const [group] = await db
      .insert(customerGroups)
      .values(input)
      .returning({ id: customerGroups.id, name: customerGroups.name, nameBn: customerGroups.nameBn });
    if (!group) throw new Error('insert returned no row');
    return group;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(businessAccountMessages.groupNameTaken);
    throw error;
  }
}
