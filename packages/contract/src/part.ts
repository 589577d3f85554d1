import { z } from 'zod';
import { takaSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

export const partSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    img: z.string(),
    description: z.string(),
    price: takaSchema,
    minimumOrder: z.number().int(),
    availableQuantity: z.number().int(),
  }),
);
export type Part = z.infer<typeof partSchema>;

export const partListSchema = lazySchema(() => z.array(partSchema));
