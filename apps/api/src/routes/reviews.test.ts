import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@motoforge/contract';
import { demoReviews } from '../db/seed/demo-reviews.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

describe.each(drivers)('reviews on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('GET /api/review lists the demo reviews newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews.map((review) => review.review)).toEqual(demoReviews.map((review) => review.review).reverse());
  });

  it('keeps a missing name and avatar as null for the client to fill in', async () => {
    const reviews = reviewListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/review' })).json());
    expect(reviews.some((review) => review.name === null && review.img === null)).toBe(true);
  });
});
