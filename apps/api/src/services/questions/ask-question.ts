import type { AskQuestionInput, Question } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { questions } from '../../db/schema.js';

export async function askQuestion(db: Db, input: AskQuestionInput): Promise<Question> {
  const [row] = await db.insert(questions).values({ email: input.email, message: input.message }).returning();
  if (!row) throw new Error('insert returned no row');
  return { _id: row.id, email: row.email, message: row.message, d: row.createdAt.toISOString() };
}
