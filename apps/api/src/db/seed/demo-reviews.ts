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
  {
    name: 'Nusrat Jahan',
    img: '/images/avatars/nusrat.svg',
    rating: 5,
    email: 'nusrat@example.com',
    review:
      'I run a small parts shop in Sylhet. The brake pads sell fast and riders tell me they stop quietly even in the rain.',
  },
  {
    name: 'Tanvir Ahmed',
    img: '/images/avatars/tanvir.svg',
    rating: 5,
    email: 'tanvir@example.com',
    review:
      "Fitted the monoshock on my FZ-S at home and the preload adjuster works as described. The ride to Cox's Bazar felt much smoother.",
  },
  {
    name: 'Arif Chowdhury',
    img: '/images/avatars/arif.svg',
    rating: 3,
    email: 'arif@example.com',
    review: 'The headlight is bright and well made, but delivery to Rajshahi took six days. Packing was fine.',
  },
  {
    name: 'Sumaiya Akter',
    img: '/images/avatars/sumaiya.svg',
    rating: 5,
    email: 'sumaiya@example.com',
    review:
      'Our garage in Mirpur orders spark plugs and oil filters every month. The minimum order of ten suits us, and the invoices are clear.',
  },
  {
    name: 'Imran Hossain',
    img: '/images/avatars/imran.svg',
    rating: 4,
    email: 'imran@example.com',
    review:
      'Smooth clutch cable for my Hornet, the lever feels lighter than before. Please add one for the Apache too.',
  },
];
