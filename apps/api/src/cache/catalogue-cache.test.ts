import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type Review } from '@motoforge/contract';
import type { listReviews as ListReviews } from '../services/reviews/list-reviews.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** When set, the review list the database gives has a row the API's contract does not allow. */
const malformed = vi.hoisted(() => ({ isOn: false }));

vi.mock('../services/reviews/list-reviews.js', async (importOriginal) => {
  const original = await importOriginal<{ listReviews: typeof ListReviews }>();
  return {
    listReviews: async (...args: Parameters<typeof ListReviews>) => {
      const reviews = await original.listReviews(...args);
      if (!malformed.isOn) return reviews;
      return [...reviews, { _id: 'broken', email: 'x@example.com', review: 'no rating' } as unknown as Review];
    },
  };
});

describe('the catalogue cache checks what it keeps against the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 500 instead of sending a malformed row, and keeps no copy of it', async () => {
    malformed.isOn = true;
    const broken = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ success: false, message: messages.serverError });
    expect(broken.body).not.toContain('no rating');

    malformed.isOn = false;
    const fixed = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.body).not.toContain('no rating');
  });
});
