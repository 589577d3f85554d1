import type { parts } from '../schema.js';

type DemoPart = Omit<typeof parts.$inferInsert, 'id' | 'position' | 'createdAt' | 'deletedAt'>;

/** The demo catalogue. Images are our own drawings under apps/web/public/images/parts. */
export const demoParts: DemoPart[] = [
  {
    name: 'Front Brake Disc 276 mm',
    img: '/images/parts/front-brake-disc.svg',
    description: 'Wave-cut stainless rotor for 150-160 cc street bikes; laser-cut, heat-treated and balanced.',
    pricePoisha: 185_000,
    minimumOrder: 2,
    availableQuantity: 120,
  },
  {
    name: 'Chain and Sprocket Kit 428H',
    img: '/images/parts/chain-sprocket-kit.svg',
    description: 'Heavy-duty 428H chain with 14T front and 42T rear sprockets, pre-lubricated and ready to fit.',
    pricePoisha: 320_000,
    minimumOrder: 1,
    availableQuantity: 80,
  },
];
