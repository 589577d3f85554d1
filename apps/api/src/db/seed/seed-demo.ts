import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appMeta, parts, reviews } from '../schema.js';
import { demoParts } from './demo-parts.js';
import { demoReviews } from './demo-reviews.js';

const SEED_KEY = 'demo-catalogue-seed';

/**
 * Seeds the demo catalogue and reviews exactly once per database. The marker row is written in
 * the same transaction, so a crash leaves no half-seed, and a second server starting at the same
 * time on one PostgreSQL waits on the marker's key and then skips.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length === 0) return false;
    // One row at a time keeps the catalogue order equal to the list order.
    for (const part of demoParts) {
      await tx.insert(parts).values(part);
    }
    // Older reviews first, each a minute apart, so the newest-first list is stable.
    await tx.insert(reviews).values(
      demoReviews.map((review, index) => ({
        ...review,
        createdAt: sql`now() - make_interval(mins => ${demoReviews.length - index})`,
      })),
    );
    return true;
  });
}
