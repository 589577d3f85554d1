import { z } from 'zod';
import { takaSchema } from './common.js';
import { ORDER_STATE_IDS } from './order-states.js';
import { lazySchema } from './lazy-schema.js';

/** The sales page's figures (docs/orders.md): revenue, orders by state, top parts, COD against online. */
export const SALES_PERIODS = [30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** GET /api/admin/sales?days=30|90. */
export const salesQuerySchema = lazySchema(() =>
  z.object({
    days: z.coerce
      .number()
      .refine((days): days is SalesPeriod => (SALES_PERIODS as readonly number[]).includes(days), {
        message: 'days is 30 or 90',
      })
      .default(30),
  }),
);

/**
 * How the business did over the last `days` days in Bangladesh, today included. Revenue counts the
 * orders that stand (confirmed, packed, shipped or delivered: not unconfirmed, cancelled or
 * returned), on the day they were placed.
 */
export const salesSchema = lazySchema(() =>
  z.object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    /** Every day of the period, oldest first, a day without orders at 0. */
    revenuePerDay: z.array(z.object({ date: z.string(), revenue: takaSchema, orders: z.number().int() })),
    revenue: takaSchema,
    /** Every state, in the order of ORDER_STATE_IDS, with the orders placed in the period now in it. */
    ordersByState: z.array(z.object({ state: z.enum(ORDER_STATE_IDS), orders: z.number().int() })),
    /** The ten parts that brought the most revenue, most first. */
    topParts: z.array(
      z.object({ partId: z.string(), productName: z.string(), quantity: z.number().int(), revenue: takaSchema }),
    ),
    /** Cash on delivery against paying online (SSLCommerz or card), over the orders that stand. */
    paymentSplit: z.object({
      cod: z.object({ orders: z.number().int(), revenue: takaSchema }),
      online: z.object({ orders: z.number().int(), revenue: takaSchema }),
    }),
  }),
);
export type Sales = z.infer<typeof salesSchema>;
