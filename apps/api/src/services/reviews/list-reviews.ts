import { desc } from 'drizzle-orm';
import type { Review } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema.js';

/** Newest first, so a fresh review is the first thing a visitor reads. */
export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    img: row.img,
    rating: row.rating,
    review: row.review,
  }));
}
