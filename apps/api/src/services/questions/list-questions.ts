import { desc } from 'drizzle-orm';
import type { Question } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { questions } from '../../db/schema.js';

export async function listQuestions(db: Db): Promise<Question[]> {
  const rows = await db.select().from(questions).orderBy(desc(questions.createdAt), desc(questions.id));
  return rows.map((row) => ({ _id: row.id, email: row.email, message: row.message, d: row.createdAt.toISOString() }));
}
