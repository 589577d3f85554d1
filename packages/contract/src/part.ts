import { z } from 'zod';
import { takaSchema } from './common.js';

export const partSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  description: z.string(),
  price: takaSchema,
  minimumOrder: z.number().int(),
  availableQuantity: z.number().int(),
});
export type Part = z.infer<typeof partSchema>;

export const partListSchema = z.array(partSchema);

/**
 * In stock means a buyer can order it now: at least its minimum order is there. The part page, the
 * cards' Add to cart and the search's "In stock only" filter (search-parts.ts, in SQL) all use this.
 */
export const isInStock = (part: Pick<Part, 'availableQuantity' | 'minimumOrder'>): boolean =>
  part.availableQuantity >= part.minimumOrder;
