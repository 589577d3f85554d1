import type { AddReviewInput, Review, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema.js';

/** A review in the actor's own name: name, e-mail and avatar come from the account. */
export async function addReview(db: Db, input: AddReviewInput, actor: SessionUser): Promise<Review> {
  const [row] = await db
    .insert(reviews)
    .values({
      name: actor.displayName || null,
      img: actor.img,
      email: actor.email,
      rating: input.rating,
      review: input.review,
      userId: actor.id,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { _id: row.id, name: row.name, img: row.img, rating: row.rating, review: row.review };
}
