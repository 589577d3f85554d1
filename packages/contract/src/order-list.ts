import { z } from 'zod';
import { takaSchema } from './common.js';
import { ORDER_STATE_IDS, PAYMENT_METHOD_IDS } from './order-states.js';
import { DEADLINE_KINDS, DEADLINE_STATUSES } from './deadlines.js';
import { ORDER_ACTION_IDS } from './order-lifecycle-rules.js';
import { lazySchema } from './lazy-schema.js';

/** Orders a page of Manage All Orders holds unless asked otherwise, and the most it may hold. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_PAGE_SIZE_MAX = 100;
/**
 * Counting every match of a broad search over 100,000 orders costs more than the page itself, so
 * the count stops here and says so (`isTotalCapped`): "10,000+ orders" is as useful to a person.
 */
export const ADMIN_ORDERS_COUNT_CAP = 10_000;

/** A day as `YYYY-MM-DD`, a real one (2026-02-30 is refused). */
const daySchema = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD')
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, 'No such day'),
);

/**
 * GET /api/admin/orders and /api/admin/orders.csv: `q` finds a buyer (name or e-mail), an order id
 * (or its start) or a tnxId; `from`/`to` are days in Bangladesh (Asia/Dhaka), both included.
 */
export const adminOrderListQuerySchema = lazySchema(() =>
  z
    .object({
      q: z.string().trim().max(200).optional(),
      state: z.enum(ORDER_STATE_IDS).optional(),
      paymentMethod: z.enum(PAYMENT_METHOD_IDS).optional(),
      /** `held`: only the COD orders held for the admin's check of their risk. */
      risk: z.enum(['held']).optional(),
      /** `near`: only the orders close to or past a deadline of the law (delivery of a paid order, a refund). */
      deadline: z.enum(['near']).optional(),
      from: daySchema.optional(),
      to: daySchema.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_SIZE_MAX).default(ADMIN_ORDERS_PAGE_SIZE),
    })
    .refine(({ from, to }) => !from || !to || from <= to, {
      message: 'The first day must not be after the last',
      path: ['to'],
    }),
);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** The filters alone, as the CSV export takes them. */
export type AdminOrderFilters = Omit<AdminOrderListQuery, 'page' | 'pageSize'>;

/** One order as the back office needs it to ship: who, where, what and how paid. */
export const adminOrderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The short number people read out on the phone (MF-7K3QX9). */
    number: z.string(),
    createdAt: z.string(),
    state: z.enum(ORDER_STATE_IDS),
    paymentMethod: z.enum(PAYMENT_METHOD_IDS),
    paid: z.boolean(),
    /** The spec's status: true (SHIPPING) from `shipped` on. */
    status: z.boolean(),
    tnxId: z.string().nullable(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    /** Who receives the parcel: the checkout's delivery name, or the account's name. */
    deliveryName: z.string(),
    phone: z.string(),
    address: z.string(),
    lines: z.array(
      z.object({
        _id: z.string(),
        partId: z.string(),
        productName: z.string(),
        /** The part's Bangla name today ('' when it has none), for the back office in Bangla. */
        productNameBn: z.string(),
        quantity: z.number().int(),
        price: takaSchema,
      }),
    ),
    subtotal: takaSchema,
    deliveryFee: takaSchema,
    total: takaSchema,
    /** The cash the rider collects: the total less an advance paid online (ADR 063); 0 once paid or paid online. */
    cashDue: takaSchema,
    /** What the admin may do to it now, by the order's one table of moves. */
    actions: z.array(z.enum(ORDER_ACTION_IDS)),
    /** A COD order's risk score, and whether it is held for the admin's check; null for other orders. */
    codRisk: z.object({ score: z.number().int(), isHeld: z.boolean() }).nullable(),
    /** The law's deadline it is close to or past (docs/orders.md#deadlines); null when none is near. */
    deadline: z
      .object({ kind: z.enum(DEADLINE_KINDS), dueAt: z.string(), status: z.enum(DEADLINE_STATUSES) })
      .nullable(),
  }),
);
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = lazySchema(() =>
  z.object({
    items: z.array(adminOrderSchema),
    /** Orders that match, up to ADMIN_ORDERS_COUNT_CAP; `isTotalCapped` when there are more. */
    total: z.number().int(),
    isTotalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** The columns of the orders CSV, in order: one row per order line, so quantities add up per part. */
export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'order_id',
  'created_at',
  'state',
  'payment_method',
  'paid',
  'tnx_id',
  'buyer_name',
  'buyer_email',
  'delivery_name',
  'phone',
  'address',
  'product_name',
  'part_id',
  'quantity',
  'unit_price',
  'order_total',
] as const;
