import { z } from 'zod';
import { ORDER_STATE_IDS, PAYMENT_METHOD_IDS } from './order-states.js';
import { type NumberParser, requiredText, takaSchema, typedNumber, wireNumber } from './common.js';
import { toAsciiDigits } from './digits.js';
import { ORDER_TOTAL_MAX_POISHA, PAYMENT_CURRENCY, PRODUCT_NUMBER_MAX, TEXT_LIMITS } from './constants.js';
import { messages } from './messages.js';
import { orderTotalPoisha } from './money.js';
import { bangladeshiMobileSchema, deliveryAddressSchema } from './checkout.js';
import { checkoutMessages } from './checkout-messages.js';
import { lazySchema } from './lazy-schema.js';

/**
 * SPEC "booking", as the API answers it: one line of an order, with its order's buyer, payment and
 * state. `number` repeats the quantity (the spec's column).
 */
export const orderSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    /** The order (one checkout, one payment) this line belongs to; a one-part order's is `_id`. */
    orderId: z.string(),
    /** The order's short number (MF-7K3QX9), as its pages, SMS and CSV show it. */
    orderNumber: z.string(),
    /** How its order is paid: the payment page offers that way (a one-part order's is `card`). */
    paymentMethod: z.enum(PAYMENT_METHOD_IDS),
    partId: z.string(),
    productName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    quantity: z.number().int(),
    number: z.number().int(),
    /** Unit price in taka, copied from the part when the order was placed. */
    price: takaSchema,
    /**
     * The whole order's total in taka: every line and the delivery fee, what paying this booking
     * charges. A one-part order's is its price × quantity.
     */
    orderTotal: takaSchema,
    paid: z.boolean(),
    tnxId: z.string().nullable(),
    /** false: pending; true: shipping. */
    status: z.boolean(),
    /** Where its order is in its life; `paid`, `tnxId` and `status` are read from it (docs/orders.md). */
    state: z.enum(ORDER_STATE_IDS),
    createdAt: z.string(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders: the caller's own orders, newest first, a page at a time. */
export const MY_ORDERS_PAGE_SIZE = 10;
export const myOrdersQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(MY_ORDERS_PAGE_SIZE),
  }),
);

/** One order as My Orders lists it: one row per order, with its parts and what its buyer may do now. */
export const myOrderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    state: z.enum(ORDER_STATE_IDS),
    paymentMethod: z.enum(PAYMENT_METHOD_IDS),
    paid: z.boolean(),
    tnxId: z.string().nullable(),
    /** The spec's status: true (SHIPPING) from shipped on. */
    status: z.boolean(),
    lines: z.array(
      z.object({
        _id: z.string(),
        partId: z.string(),
        productName: z.string(),
        /** The part's Bangla name now ('' when it has none). */
        productNameBn: z.string(),
        quantity: z.number().int(),
        price: takaSchema,
      }),
    ),
    subtotal: takaSchema,
    deliveryFee: takaSchema,
    total: takaSchema,
    /** What the buyer may do now: `pay` (Proceed to Pay), `delete` (DELETE), `cancel`. */
    actions: z.array(z.enum(['pay', 'delete', 'cancel'])),
  }),
);
export type MyOrder = z.infer<typeof myOrderSchema>;
export const myOrderListSchema = lazySchema(() =>
  z.object({
    items: z.array(myOrderSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type MyOrderList = z.infer<typeof myOrderListSchema>;
export const orderListSchema = lazySchema(() => z.array(orderSchema));

export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/** A phone number as typed, its Bengali digits read as ASCII ones ("০১৭১২…" is "01712…"). */
export const phoneSchema = lazySchema(() =>
  requiredText(messages.phoneRequired, 20).overwrite(toAsciiDigits).regex(PHONE_PATTERN, messages.phoneInvalid),
);
export const addressSchema = lazySchema(() => requiredText(messages.addressRequired, 500));

/** Anything that is not a whole number in range gets the spec's message. */
const QUANTITY_MESSAGES = { required: messages.quantityOutOfRange };

/**
 * The quantity rule of docs/product.md#validation for one part: an integer from its minimum order to its stock,
 * and, at the part's price, no more than one card payment can take.
 */
export function quantityProblem({ minimumOrder, availableQuantity, price }: QuantityRulePart, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < minimumOrder || quantity > availableQuantity) {
    return messages.quantityOutOfRange;
  }
  if (orderTotalPoisha(price, quantity) > ORDER_TOTAL_MAX_POISHA) return messages.orderTotalTooLarge;
  return null;
}
type QuantityRulePart = { minimumOrder: number; availableQuantity: number; price: number };

/** The same rule as a schema, for the forms' and the wire's numbers. */
const quantityRule = (part: QuantityRulePart) =>
  z.number().superRefine((quantity, context) => {
    const problem = quantityProblem(part, quantity);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The quantity rule for one part, of a JSON number (a quantity the server holds or is sent). */
export const quantitySchema = (part: QuantityRulePart) => wireNumber(quantityRule(part), QUANTITY_MESSAGES);
/** The quantity rule for one part, of a quantity as typed ("12", "১২"). */
export const quantityFormSchema = (part: QuantityRulePart) => typedNumber(quantityRule(part), QUANTITY_MESSAGES);

/** The purchase's fields, its quantity read by `number`; the range check needs the part. */
const placeOrderFields = <Input>(number: NumberParser<Input>) =>
  z.object({
    quantity: number(z.number().int(messages.quantityOutOfRange), QUANTITY_MESSAGES),
    phone: phoneSchema,
    address: addressSchema,
  });

/** The purchase form, its quantity typed; the form adds the range check with quantityFormSchema. */
export const placeOrderFormSchema = lazySchema(() => placeOrderFields(typedNumber));
export type PlaceOrderForm = z.infer<typeof placeOrderFormSchema>;

/**
 * POST /api/booking, its quantity a JSON number. The spec's client also sends email, productName
 * and price: they are accepted and ignored, since the server takes the customer from the token and
 * the rest from the database.
 */
export const placeOrderInputSchema = lazySchema(() =>
  placeOrderFields(wireNumber).extend({
    productId: z.uuid({ error: messages.partNotFound }),
    /** The checkout's rule: a Bangladeshi mobile, kept as +8801… */
    phone: bangladeshiMobileSchema,
    /**
     * The spec's one line of text (charged the outside-Dhaka fee), or the checkout's address, whose
     * district sets the fee.
     */
    address: z.union([addressSchema, deliveryAddressSchema.omit({ phone: true })], {
      error: messages.addressRequired,
    }),
    /** How it will be paid; the spec's purchase is paid by card. */
    paymentMethod: z.enum(PAYMENT_METHOD_IDS, { error: checkoutMessages.paymentMethodUnavailable }).default('card'),
    quantity: wireNumber(
      z
        .number()
        .int(messages.quantityOutOfRange)
        .positive(messages.quantityOutOfRange)
        .max(PRODUCT_NUMBER_MAX, messages.quantityOutOfRange),
      QUANTITY_MESSAGES,
    ),
    email: z.string().max(TEXT_LIMITS.email).optional(),
    productName: z.string().max(TEXT_LIMITS.shortText).optional(),
    price: z.number().optional(),
  }),
);
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;
export const placeOrderResponseSchema = lazySchema(() =>
  z.object({ success: z.literal(true), insertedId: z.string() }),
);

export const orderListQuerySchema = lazySchema(() => z.object({ user: z.string().max(TEXT_LIMITS.email).optional() }));

export const deletedCountSchema = lazySchema(() => z.object({ deletedCount: z.number().int() }));
export const modifiedCountSchema = lazySchema(() => z.object({ modifiedCount: z.number().int() }));

/** PATCH /api/booking/{id}: the order is paid by this payment intent (checked with the provider). */
export const markOrderPaidInputSchema = lazySchema(() =>
  z.object({
    tnxId: requiredText(messages.transactionIdRequired, 255),
    orderId: z.string().max(64).optional(),
    status: z.literal(false).optional(),
  }),
);
export const markOrderPaidResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    modifiedCount: z.number().int(),
    order: orderSchema,
  }),
);

export const createPaymentIntentInputSchema = lazySchema(() =>
  z.object({
    orderId: z.uuid({ error: messages.orderNotFound }),
    /** Sent by the spec's client; ignored — the amount comes from the order in the database. */
    price: z.number().optional(),
  }),
);
export const createPaymentIntentResponseSchema = lazySchema(() =>
  z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    /** Total payable in taka, as the server computed it. */
    amount: takaSchema,
    currency: z.literal(PAYMENT_CURRENCY),
  }),
);
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** The built-in test provider's confirm call (what Stripe.js does against Stripe, in test mode). */
export const testCardSchema = lazySchema(() =>
  z.object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
  }),
);
export const confirmTestPaymentInputSchema = lazySchema(() =>
  z.object({
    clientSecret: z.string().max(255),
    card: testCardSchema,
    billingDetails: z.object({ name: z.string().max(TEXT_LIMITS.shortText), email: z.string().max(TEXT_LIMITS.email) }),
  }),
);
export const confirmTestPaymentResponseSchema = lazySchema(() =>
  z.object({
    paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
  }),
);

/** PATCH /api/status/{tnxId}: an admin approves a paid order for shipping. */
export const approveOrderInputSchema = lazySchema(() => z.object({ status: z.literal(true) }));
export const tnxIdParamsSchema = lazySchema(() =>
  z.object({
    tnxId: z.string({ error: messages.paidOrderNotFound }).max(255, messages.paidOrderNotFound),
  }),
);
