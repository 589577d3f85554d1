import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productFieldsFormSchema, productFieldsSchema } from './part-input.js';
import { emailParamsSchema, signInInputSchema, signUpInputSchema } from './auth.js';
import { addBikeSchema, partsQuerySchema } from './catalogue.js';
import { catalogueFileRowSchema } from './catalogue-file.js';
import { idParamsSchema } from './common.js';
import {
  markOrderPaidInputSchema,
  placeOrderFormSchema,
  placeOrderInputSchema,
  quantityFormSchema,
  tnxIdParamsSchema,
} from './order.js';
import { profileInputSchema } from './profile.js';
import { askQuestionInputSchema } from './question.js';
import { addReviewInputSchema } from './review-input.js';

/**
 * What zod says of a value when no rule of ours has a message for it: English of zod's own, which
 * no page can translate, shown on a Bangla page as it is (and read by a buyer on an English one).
 */
const ZOD_DEFAULT = 'zod’s own message';

beforeAll(() => z.config({ customError: () => ZOD_DEFAULT }));
afterAll(() => z.config({ customError: undefined }));

/** Values a person (or a hand-edited address) can put in a field, good and bad. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  '১২',
  'x'.repeat(100_001),
  0,
  -1,
  1.5,
  1e12,
  Number.NaN,
  true,
  {},
  [],
];

const part = { minimumOrder: 2, availableQuantity: 40, price: 1250 };

/** What a cell of a CSV file can be: text, however long, or none. */
const CELLS = VALUES.filter((value) => typeof value === 'string');

/**
 * Each schema a form, a file or a page's address fills in, with a good value to change one field
 * of, and the values a field can take there.
 */
const FILLED_IN: [name: string, schema: z.ZodType, good: Record<string, unknown>, values?: unknown[]][] = [
  ['sign-in', signInInputSchema, { email: 'rider@example.com', password: 'secret-pass' }],
  ['sign-up', signUpInputSchema, { name: 'Rider', email: 'rider@example.com', password: 'secret-pass' }],
  ['question', askQuestionInputSchema, { email: 'rider@example.com', message: 'Hi' }],
  [
    'purchase',
    placeOrderFormSchema.extend({ quantity: quantityFormSchema(part) }),
    { quantity: 2, phone: '01712345678', address: 'Dhaka' },
  ],
  [
    'order',
    placeOrderInputSchema,
    { productId: '5f0c6f1e-8d7b-4f6e-9a1c-2b3d4e5f6a7b', quantity: 2, phone: '01712345678', address: 'Dhaka' },
  ],
  [
    'profile',
    profileInputSchema,
    { phone: '01712345678', education: 'BSc', location: 'Dhaka', linkedin: 'https://linkedin.com/in/rider' },
  ],
  ['review', addReviewInputSchema, { review: 'Good', rating: 5 }],
  [
    'Add Product form',
    productFieldsFormSchema,
    { name: 'Brake pad', description: 'Sintered', minimumOrder: '১', availableQuantity: '10', price: '250' },
  ],
  [
    'Add Product call',
    productFieldsSchema,
    { name: 'Brake pad', description: 'Sintered', minimumOrder: 1, availableQuantity: 10, price: 250 },
  ],
  [
    'catalogue file row',
    catalogueFileRowSchema,
    {
      sku: 'BRK-1',
      name: 'Brake pad',
      category: 'brakes',
      description: 'Sintered',
      price: '250',
      minimumOrder: '1',
      availableQuantity: '10',
      img: '/images/parts/brake-pads.svg',
      oemNumbers: '',
      fitment: '',
    },
    CELLS,
  ],
  ['parts search', partsQuerySchema, { q: 'brake' }],
  ['garage', addBikeSchema, { vehicleId: 1, year: 2020 }],
  ['payment', markOrderPaidInputSchema, { tnxId: 'pi_1' }],
  ['a page’s id', idParamsSchema, { id: 'part-1' }],
  ['an admin’s e-mail', emailParamsSchema, { email: 'rider@example.com' }],
  ['a transaction id', tnxIdParamsSchema, { tnxId: 'pi_1' }],
];

describe('The messages of what a person fills in', () => {
  it.each(FILLED_IN)('are the contract’s own for every field of the %s', (_name, schema, good, values = VALUES) => {
    expect(schema.safeParse(good).success).toBe(true);
    const defaults: string[] = [];
    for (const field of Object.keys(good)) {
      for (const value of values) {
        const issues = schema.safeParse({ ...good, [field]: value }).error?.issues ?? [];
        if (issues.some((issue) => issue.message === ZOD_DEFAULT))
          defaults.push(`${field}: ${String(value).slice(0, 20)}`);
      }
    }
    expect(defaults).toEqual([]);
  });
});
