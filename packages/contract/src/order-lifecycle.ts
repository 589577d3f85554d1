import { z } from 'zod';
import {
  COURIER_IDS,
  COURIER_NAME_MAX,
  courierIdOf,
  ORDER_ACTION_IDS,
  ORDER_EVENT_ACTOR_IDS,
  ORDER_EVENT_STATE_IDS,
  ORDER_NOTE_MAX,
  ORDER_TRANSITION_TARGETS,
  REFUND_STATUS_IDS,
  TRACKING_CODE_MAX,
} from './order-lifecycle-rules.js';
import { orderLifecycleMessages } from './order-lifecycle-messages.js';
import { lazySchema } from './lazy-schema.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, orderLifecycleMessages.textTooLong)
    .optional()
    .transform((text) => text || undefined);

/** POST /api/orders/{id}/cancel. */
export const cancelOrderInputSchema = lazySchema(() => z.object({ reason: optionalText(ORDER_NOTE_MAX) }));
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;

/**
 * POST /api/admin/orders/{id}/transition. Shipping names its courier; any courier but the API
 * ones (COURIER_IDS: their APIs give the code) comes with its tracking code.
 */
export const orderTransitionInputSchema = lazySchema(() =>
  z
    .object({
      to: z.enum(ORDER_TRANSITION_TARGETS),
      courier: optionalText(COURIER_NAME_MAX),
      trackingCode: optionalText(TRACKING_CODE_MAX),
      note: optionalText(ORDER_NOTE_MAX),
    })
    .superRefine((input, context) => {
      if (input.to !== 'shipped') return;
      if (!input.courier) {
        context.addIssue({ code: 'custom', path: ['courier'], message: orderLifecycleMessages.courierRequired });
      } else if (!courierIdOf(input.courier) && !input.trackingCode) {
        context.addIssue({
          code: 'custom',
          path: ['trackingCode'],
          message: orderLifecycleMessages.trackingCodeRequired,
        });
      }
    }),
);
export type OrderTransitionInput = z.input<typeof orderTransitionInputSchema>;

/** One entry of an order's timeline. */
export const orderEventSchema = lazySchema(() =>
  z.object({
    state: z.enum(ORDER_EVENT_STATE_IDS),
    at: z.string(),
    by: z.enum(ORDER_EVENT_ACTOR_IDS),
    note: z.string().nullable(),
  }),
);
export type OrderEvent = z.infer<typeof orderEventSchema>;

const codRiskReasonSchema = lazySchema(() =>
  z.discriminatedUnion('id', [
    z.object({ id: z.literal('refused-before'), points: z.number(), refused: z.number(), delivered: z.number() }),
    z.object({ id: z.literal('many-orders'), points: z.number(), orders: z.number(), hours: z.number() }),
    z.object({ id: z.literal('above-usual'), points: z.number(), usualPoisha: z.number() }),
    z.object({ id: z.literal('new-account'), points: z.number(), days: z.number() }),
  ]),
);

/** A COD order's risk as the admin sees it (docs/orders.md#cod-risk); null for a buyer and other orders. */
export const orderCodRiskSchema = lazySchema(() =>
  z.object({
    score: z.number().int(),
    reasons: z.array(codRiskReasonSchema),
    /** Held for the admin's check: it cannot be packed until released. */
    isHeld: z.boolean(),
    releasedAt: z.string().nullable(),
  }),
);
export type OrderCodRisk = z.infer<typeof orderCodRiskSchema>;

/** What GET /api/orders/{id} adds for the order's life (docs/product.md#orders). */
export const orderLifecycleSchema = lazySchema(() =>
  z.object({
    courier: z.string().nullable(),
    trackingCode: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    refundStatus: z.enum(REFUND_STATUS_IDS).nullable(),
    refundProblem: z.string().nullable(),
    /** Oldest first. */
    events: z.array(orderEventSchema),
    /** What the asker may do now. */
    actions: z.array(z.enum(ORDER_ACTION_IDS)),
    codRisk: orderCodRiskSchema.nullable(),
  }),
);

/** GET /api/admin/orders/{id}/courier-quotes: what each API courier set up would charge, in taka, where its API says. */
export const courierQuotesSchema = lazySchema(() =>
  z.object({
    quotes: z.array(z.object({ courier: z.enum(COURIER_IDS), deliveryCharge: z.number().nullable() })),
  }),
);
export type CourierQuotes = z.infer<typeof courierQuotesSchema>;
