import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Bookkeeping the server keeps about itself, e.g. which one-off seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Catalogue order: the home page shows positions 2 to 13 of this list. */
    position: integer('position').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    img: text('img').notNull(),
    description: text('description').notNull(),
    /** Money is kept as integer poisha (1 taka = 100 poisha). */
    pricePoisha: integer('price_poisha').notNull(),
    minimumOrder: integer('minimum_order').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    createdAt: createdAt(),
    /** Removed from the catalogue; orders keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('parts_price_positive', sql`${table.pricePoisha} > 0`),
    check('parts_minimum_order_positive', sql`${table.minimumOrder} >= 1`),
    check('parts_available_quantity_non_negative', sql`${table.availableQuantity} >= 0`),
    index('parts_position_idx').on(table.position),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    img: text('img'),
    rating: smallint('rating').notNull(),
    email: text('email').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_created_at_idx').on(table.createdAt),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('questions_created_at_idx').on(table.createdAt)],
);
