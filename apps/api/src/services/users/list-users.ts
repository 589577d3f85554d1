import { asc } from 'drizzle-orm';
import type { UserSummary } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function listUsers(db: Db): Promise<UserSummary[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    displayName: row.name,
    role: row.role === 'admin' ? 'admin' : 'user',
  }));
}
