import { asc } from 'drizzle-orm';
import type { Category } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema.js';

/** The categories a list can be narrowed to, in the admin's order, with their Bangla names. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ slug: categories.slug, name: categories.name, nameBn: categories.nameBn })
    .from(categories)
    .orderBy(asc(categories.position));
}
