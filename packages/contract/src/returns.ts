import { z } from 'zod';
import { vehicleNameSchema } from './catalogue.js';
import { takaSchema } from './common.js';
import { DEADLINE_STATUSES } from './deadlines.js';
import {
  MANUAL_REFUND_METHOD_IDS,
  REFUND_REFERENCE_MAX,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_IDS,
  RETURN_STATE_IDS,
} from './returns-rules.js';
import { returnMessages } from './returns-messages.js';
import { REFUND_STATUS_IDS } from './order-lifecycle-rules.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The bike a fit guarantee names, by its catalogue names (Bangla included) and the year, while
 * the vehicle is still in the catalogue: what a Bangla page names it by (docs/returns.md#fit-guarantee).
 */
const guaranteedBikeSchema = lazySchema(() => vehicleNameSchema.extend({ year: z.number().int() }).nullable());

const optionalNote = lazySchema(() =>
  z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, returnMessages.noteTooLong)
    .optional()
    .transform((text) => text || undefined),
);

/** POST /api/orders/{id}/returns: the buyer's request (docs/returns.md). */
export const returnRequestSchema = lazySchema(() =>
  z.object({
    lines: z
      .array(
        z.object({
          partId: z.string({ error: returnMessages.lineNotInOrder }).max(64, returnMessages.lineNotInOrder),
          quantity: z
            .number({ error: returnMessages.quantityInvalid })
            .int(returnMessages.quantityInvalid)
            .min(1, returnMessages.quantityInvalid)
            .max(999, returnMessages.quantityInvalid),
          reason: z.enum(RETURN_REASON_IDS, { error: returnMessages.reasonInvalid }),
        }),
        { error: returnMessages.linesRequired },
      )
      .min(1, returnMessages.linesRequired)
      .max(100, returnMessages.linesRequired),
    note: optionalNote,
    /** Photos the buyer uploaded first (POST /api/returns/photos), by the address it answered. */
    photos: z
      .array(z.string().max(300, returnMessages.photoInvalid))
      .max(RETURN_PHOTOS_MAX, returnMessages.tooManyPhotos)
      .default([]),
  }),
);
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnCreatedSchema = lazySchema(() => z.object({ id: z.string(), state: z.enum(RETURN_STATE_IDS) }));

/** A return as its buyer and the admin see it. Amounts in taka. */
export const returnSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    state: z.enum(RETURN_STATE_IDS),
    lines: z.array(
      z.object({
        partId: z.string(),
        productName: z.string(),
        /** The part's Bangla name now ('' when it has none). */
        productNameBn: z.string(),
        price: takaSchema,
        quantity: z.number().int(),
        reason: z.enum(RETURN_REASON_IDS),
        /** The shop said "Fits your …" for the buyer's bike when it was ordered: the fit guarantee. */
        fitsBike: z.string().nullable(),
        fitsVehicle: guaranteedBikeSchema,
        /** Set when the parts arrive: true when it went back on sale. */
        resellable: z.boolean().nullable(),
      }),
    ),
    note: z.string().nullable(),
    photos: z.array(z.string()),
    adminNote: z.string().nullable(),
    /** The shop pays the way back: a damaged or wrong part, or the fit guarantee. */
    shopPaysReturn: z.boolean(),
    /** The courier booked to collect the parts and its reference, or null. */
    pickup: z.object({ courier: z.string(), reference: z.string() }).nullable(),
    /** Where the buyer sends the parts when no pickup is booked (after acceptance). */
    sendTo: z.string().nullable(),
    /** What is refunded: the lines' value, adjusted by who pays the way back (docs/returns.md#refund). */
    refund: takaSchema,
    refundStatus: z.enum(REFUND_STATUS_IDS).nullable(),
    refundProblem: z.string().nullable(),
    refundReference: z.string().nullable(),
    createdAt: z.string(),
    /** What the asker may do now. */
    actions: z.array(z.enum(['accept', 'refuse', 'receive', 'refund'])),
  }),
);
export type ShopReturn = z.infer<typeof returnSchema>;

/** GET /api/orders/{id}/returns: what of the order can still be returned, and its returns. */
export const orderReturnsSchema = lazySchema(() =>
  z.object({
    /** The last moment a return may be asked for, or null when the order is not delivered. */
    returnableUntil: z.string().nullable(),
    canRequest: z.boolean(),
    lines: z.array(
      z.object({
        partId: z.string(),
        productName: z.string(),
        productNameBn: z.string(),
        price: takaSchema,
        quantity: z.number().int(),
        /** How many are not in a return yet (refused returns give theirs back). */
        returnable: z.number().int(),
        fitsBike: z.string().nullable(),
        fitsVehicle: guaranteedBikeSchema,
      }),
    ),
    returns: z.array(returnSchema),
  }),
);
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const returnDecisionSchema = lazySchema(() => z.object({ note: optionalNote }));
export const returnRefusalSchema = lazySchema(() =>
  z.object({
    note: z
      .string({ error: returnMessages.refuseNoteRequired })
      .trim()
      .min(1, returnMessages.refuseNoteRequired)
      .max(RETURN_NOTE_MAX, returnMessages.noteTooLong),
  }),
);
export const returnReceiptSchema = lazySchema(() =>
  z.object({
    lines: z
      .array(z.object({ partId: z.string().max(64), resellable: z.boolean() }), {
        error: returnMessages.receiveLinesRequired,
      })
      .min(1, returnMessages.receiveLinesRequired),
  }),
);
/** A COD order's refund is sent by the shop and recorded; any other goes through its provider. */
export const returnRefundSchema = lazySchema(() =>
  z
    .object({
      method: z.enum(MANUAL_REFUND_METHOD_IDS).optional(),
      reference: z.string().trim().max(REFUND_REFERENCE_MAX).optional(),
    })
    .default({}),
);

/** GET /api/admin/returns: the returns, newest first, by state. */
export const adminReturnsQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum([...RETURN_STATE_IDS, 'open']).default('open'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export const adminReturnsSchema = lazySchema(() =>
  z.object({
    items: z.array(
      z.object({
        id: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        state: z.enum(RETURN_STATE_IDS),
        reasons: z.array(z.enum(RETURN_REASON_IDS)),
        quantity: z.number().int(),
        refund: takaSchema,
        createdAt: z.string(),
        /** The law's deadline it is close to or past: its answer's, or its waiting refund's. */
        deadline: z
          .object({
            kind: z.enum(['return-answer', 'return-refund']),
            dueAt: z.string(),
            status: z.enum(DEADLINE_STATUSES),
          })
          .nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminReturns = z.infer<typeof adminReturnsSchema>;

/** GET /api/admin/sales/wrong-fit: lines returned as not fitting per lines delivered. */
export const wrongFitSchema = lazySchema(() =>
  z.object({
    months: z.array(z.object({ month: z.string(), delivered: z.number().int(), wrongFit: z.number().int() })),
    parts: z.array(
      z.object({
        partId: z.string(),
        name: z.string(),
        sku: z.string(),
        delivered: z.number().int(),
        wrongFit: z.number().int(),
      }),
    ),
  }),
);
export type WrongFit = z.infer<typeof wrongFitSchema>;
