import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.js';
import { parts, reviews } from '../schema.js';
import { drivers, openTestDatabase } from '../../test/test-database.js';
import { demoParts } from './demo-parts.js';
import { demoReviews } from './demo-reviews.js';
import { seedDemo } from './seed-demo.js';

describe.each(drivers)('demo seed on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('seeds the catalogue and reviews once, however often and concurrently it runs', async () => {
    const results = await Promise.all([seedDemo(database.db), seedDemo(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await database.db.select().from(parts)).toHaveLength(demoParts.length);
    expect(await database.db.select().from(reviews)).toHaveLength(demoReviews.length);
  });

  it('has a realistic demo catalogue: 16+ parts with their own images, 6+ reviews', () => {
    expect(demoParts.length).toBeGreaterThanOrEqual(16);
    expect(new Set(demoParts.map((part) => part.img)).size).toBe(demoParts.length);
    expect(demoParts.every((part) => part.minimumOrder <= part.availableQuantity)).toBe(true);
    expect(demoReviews.length).toBeGreaterThanOrEqual(6);
  });
});
