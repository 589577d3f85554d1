import type { reviews } from '../schema.js';

type DemoReview = Omit<typeof reviews.$inferInsert, 'id' | 'createdAt'>;

/** Demo reviews, oldest first. A null name or img shows the placeholder name or default avatar. */
export const demoReviews: DemoReview[] = [
  {
    name: 'Rafiq Hasan',
    img: '/images/avatars/rafiq.svg',
    rating: 5,
    email: 'rafiq@example.com',
    review: 'Ordered forty brake discs for our workshop in Chattogram. Every one was true and the finish is excellent.',
  },
  {
    name: null,
    img: null,
    rating: 4,
    email: 'workshop@example.com',
    review: 'Chain kits arrived well packed and on time. Would like more sprocket sizes.',
  },
];
