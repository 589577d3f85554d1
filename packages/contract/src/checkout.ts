import { z } from 'zod';
import { toBangladeshiMobile } from './bd-phone.js';
import { requiredText, takaSchema } from './common.js';
import { CART_LINES_MAX } from './cart-limits.js';
import { PHONE_CODE_LENGTH } from './checkout-rules.js';
import { checkoutMessages } from './checkout-messages.js';
import { ORDER_STATE_IDS, PAYMENT_METHOD_IDS, type PaymentMethodId } from './order-states.js';
import { PRODUCT_NUMBER_MAX, TEXT_LIMITS } from './constants.js';
import { toAsciiDigits } from './digits.js';
import { messages } from './messages.js';
import { orderLifecycleSchema } from './order-lifecycle.js';
import { lazySchema } from './lazy-schema.js';

const partIdSchema = lazySchema(() => z.uuid({ error: messages.partNotFound }));
const lineQuantitySchema = lazySchema(() =>
  z
    .number({ error: messages.quantityOutOfRange })
    .int(messages.quantityOutOfRange)
    .positive(messages.quantityOutOfRange)
    .max(PRODUCT_NUMBER_MAX, messages.quantityOutOfRange),
);

export const cartLineInputSchema = lazySchema(() => z.object({ partId: partIdSchema, quantity: lineQuantitySchema }));
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** Lines of a cart or a checkout: each part once, at most CART_LINES_MAX of them. */
export const cartLinesSchema = lazySchema(() =>
  z
    .array(cartLineInputSchema)
    .max(CART_LINES_MAX, checkoutMessages.cartTooLong(CART_LINES_MAX))
    .refine((lines) => new Set(lines.map((line) => line.partId)).size === lines.length, checkoutMessages.cartPartTwice),
);

/** PUT /api/cart and POST /api/cart/view. */
export const cartInputSchema = lazySchema(() => z.object({ lines: cartLinesSchema }));
export type CartInput = z.infer<typeof cartInputSchema>;

/** A cart line as the cart page shows it: the part as it is now, and what stops it being ordered. */
export const cartLineSchema = lazySchema(() =>
  z.object({
    partId: z.string(),
    quantity: z.number().int(),
    part: z.object({
      name: z.string(),
      nameBn: z.string(),
      img: z.string(),
      /** The unit price this buyer pays at this quantity (a business account's group price, ADR 054). */
      price: takaSchema,
      /** The catalogue's price, shown beside `price` when they differ. */
      listPrice: takaSchema,
      minimumOrder: z.number().int(),
      availableQuantity: z.number().int(),
    }),
    /** Why this line cannot be ordered as it is (the part is gone, or the quantity is out of range). */
    problem: z.string().nullable(),
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartSchema = lazySchema(() =>
  z.object({
    lines: z.array(cartLineSchema),
    /** The lines that can be ordered, at today's prices. */
    subtotal: takaSchema,
    /** The buyer's customer group, whose prices these are, and its minimum order value; null: list prices. */
    group: z.object({ name: z.string(), nameBn: z.string(), minimumOrder: takaSchema }).nullable(),
  }),
);
export type Cart = z.infer<typeof cartSchema>;

/** A Bangladeshi mobile number, kept as +880 and its 10 digits (+8801712345678) whatever way it was typed. */
export const bangladeshiMobileSchema = lazySchema(() =>
  z
    .string({ error: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .max(30, checkoutMessages.mobileInvalid)
    .transform((typed, context) => {
      const mobile = toBangladeshiMobile(typed);
      if (!mobile) context.addIssue({ code: 'custom', message: checkoutMessages.mobileInvalid });
      return mobile ?? typed;
    }),
);

const placeIdSchema = lazySchema(() =>
  z.string({ error: checkoutMessages.placeRequired }).regex(/^\d{1,4}$/, checkoutMessages.placeRequired),
);
/**
 * The third level: an upazila (bd-geo's digits) or a city's thana, whose id is lowercase words joined
 * by hyphens (`dhaka-mirpur-model`) and never digits alone (docs/decisions/039-thanas-beside-upazilas.md).
 */
const upazilaIdSchema = lazySchema(() =>
  z
    .string({ error: checkoutMessages.placeRequired })
    .max(60, checkoutMessages.placeRequired)
    .regex(/^(?:\d{1,4}|[a-z]+-[a-z0-9-]*[a-z0-9])$/, checkoutMessages.placeRequired),
);

export const deliveryAddressSchema = lazySchema(() =>
  z.object({
    name: requiredText(checkoutMessages.deliveryNameRequired, TEXT_LIMITS.name),
    phone: bangladeshiMobileSchema,
    divisionId: placeIdSchema,
    districtId: placeIdSchema,
    upazilaId: upazilaIdSchema,
    street: requiredText(checkoutMessages.streetRequired, 300),
  }),
);
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * The purchase page's delivery address (Buy Now): the checkout's, its street under the spec's
 * "Address" and its message.
 */
export const purchaseDeliveryAddressSchema = lazySchema(() =>
  deliveryAddressSchema.extend({
    street: requiredText(messages.addressRequired, 300),
  }),
);

/**
 * GET /api/checkout/last-delivery: where the caller's latest order of the checkout went, offered
 * again at the next one (null before the first). The phone is as the shop keeps it (+8801712345678).
 */
export const lastDeliveryResponseSchema = lazySchema(() =>
  z.object({
    address: z
      .object({
        name: z.string(),
        phone: z.string(),
        divisionId: z.string(),
        districtId: z.string(),
        upazilaId: z.string(),
        street: z.string(),
      })
      .nullable(),
  }),
);
export type LastDelivery = z.infer<typeof lastDeliveryResponseSchema>;

/** POST /api/checkout. Without `lines`, the account's cart is checked out. */
export const checkoutInputSchema = lazySchema(() =>
  z.object({
    lines: cartLinesSchema.optional(),
    address: deliveryAddressSchema,
    paymentMethod: z.enum(PAYMENT_METHOD_IDS, { error: checkoutMessages.paymentMethodUnavailable }),
  }),
);
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const idempotencyKeySchema = lazySchema(() =>
  z
    .string({ error: checkoutMessages.idempotencyKeyRequired })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, checkoutMessages.idempotencyKeyRequired),
);
export const checkoutHeadersSchema = lazySchema(() => z.object({ 'idempotency-key': idempotencyKeySchema }));

export const checkoutNextSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('confirm-phone') }),
    z.object({ type: z.literal('redirect'), url: z.string() }),
    z.object({ type: z.literal('pay'), path: z.string() }),
  ]),
);
export const checkoutResponseSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    subtotal: takaSchema,
    deliveryFee: takaSchema,
    total: takaSchema,
    next: checkoutNextSchema,
    /** Said when the order is placed but its payment could not start (the gateway not answering). */
    notice: z.string().optional(),
  }),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/orders/{id}/phone-code/verify. */
export const phoneCodeInputSchema = lazySchema(() =>
  z.object({
    code: z
      .string({ error: checkoutMessages.phoneCodeInvalid })
      .trim()
      .overwrite(toAsciiDigits)
      .length(PHONE_CODE_LENGTH, checkoutMessages.phoneCodeInvalid)
      .regex(/^\d+$/, checkoutMessages.phoneCodeInvalid),
  }),
);

/** GET /api/orders/{id}: an order as its buyer and the admin see it. */
export const shopOrderSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      /** The short number people read out on the phone (MF-7K3QX9). */
      number: z.string(),
      state: z.enum(ORDER_STATE_IDS),
      paymentMethod: z.enum(PAYMENT_METHOD_IDS),
      paid: z.boolean(),
      tnxId: z.string().nullable(),
      phoneConfirmed: z.boolean(),
      lines: z.array(
        z.object({
          _id: z.string(),
          partId: z.string(),
          productName: z.string(),
          /** The part's Bangla name now ('' when it has none): what Bangla pages show. */
          productNameBn: z.string(),
          price: takaSchema,
          quantity: z.number().int(),
        }),
      ),
      subtotal: takaSchema,
      deliveryFee: takaSchema,
      total: takaSchema,
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      delivery: deliveryAddressSchema.omit({ phone: true }).nullable(),
      /** The cash the rider collects: the total less an advance paid online (ADR 063); 0 once paid or paid online. */
      cashDue: takaSchema,
      /**
       * A risky COD order's advance (ADR 063): what it asks online, when it was paid (null while due),
       * and the cash at the door once it is paid; null when none.
       */
      advance: z.object({ amount: takaSchema, paidAt: z.string().nullable(), restInCash: takaSchema }).nullable(),
      /** The latest attempt to pay online: how it stands, and why it has not paid the order when it has not. */
      onlinePayment: z.object({ status: z.string(), problem: z.string().nullable() }).nullable(),
      createdAt: z.string(),
    })
    .extend(orderLifecycleSchema.shape),
);
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** GET /api/admin/outbox: every SMS and e-mail the shop sent, newest first. */
export const outboxQuerySchema = lazySchema(() =>
  z.object({
    to: z.string().trim().max(TEXT_LIMITS.email).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export const outboxItemSchema = lazySchema(() =>
  z.object({
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    text: z.string(),
    createdAt: z.string(),
    status: z.enum(['recorded', 'sent', 'failed']),
    error: z.string().nullable(),
  }),
);
export const outboxSchema = lazySchema(() =>
  z.object({
    items: z.array(outboxItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type Outbox = z.infer<typeof outboxSchema>;

/**
 * Cash on delivery is refused over the admin's ceiling: the courier carries the cash. The server
 * refuses such an order, and the checkout says so before it is sent; one rule, either unit.
 */
export const isCodOverCeiling = (paymentMethod: PaymentMethodId | undefined, total: number, codMax: number): boolean =>
  paymentMethod === 'cod' && total > codMax;
