import { z } from 'zod';
import { type NumberParser, takaSchema, typedNumber, wireNumber } from './common.js';
import { formatTaka } from './format-taka.js';
import { customerGroupSummarySchema } from './business-accounts.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Group prices (docs/product.md#group-prices, ADR 054): a business account's group takes a discount
 * off the list price (for a category, or for one part, which wins), then a quantity break (from a
 * line's quantity on), and asks a minimum order value. The server computes every amount.
 */

/** The largest discount a rule may give, in percent: no part is ever given away. */
export const GROUP_DISCOUNT_MAX_PERCENT = 90;
/** Discounts and breaks a group may have, at most. */
export const GROUP_RULES_MAX = 200;
/** The largest minimum order value a group may ask, in taka. */
export const GROUP_MINIMUM_ORDER_MAX_TAKA = 1_000_000;

/** Zod-free texts, like messages.ts: the web app's translation table reads them. */
export const groupPriceMessages = messageTable(
  'groupPrice',
  {
    percentInvalid: `A discount must be a percent from 0.01 to ${GROUP_DISCOUNT_MAX_PERCENT}, with at most two decimals`,
    minQuantityInvalid: 'A quantity break starts at a whole quantity of 2 or more',
    minimumOrderInvalid: `The minimum order value must be a whole number of taka from 0 to ${formatTaka(GROUP_MINIMUM_ORDER_MAX_TAKA)}`,
    targetRequired: 'Name a category or a part number, not both',
    partUnknown: (sku: string) => `No part has the number ${sku}`,
    categoryUnknown: (slug: string) => `No category is called ${slug}`,
    targetRepeated: 'Each category and each part may have one discount only',
    breakRepeated: 'Each quantity may start one break only',
    tooManyRules: `A group may have at most ${GROUP_RULES_MAX} discounts and ${GROUP_RULES_MAX} breaks`,
    belowMinimum: (minimum: number) =>
      `Orders at your business prices must come to at least ${formatTaka(minimum)} before delivery`,
    saved: 'Group prices saved. They count from the next page a member opens.',
  },
  { partUnknown: ['sku'], categoryUnknown: ['slug'], belowMinimum: ['minimum'] },
);

/** A group's rules, numbers read by `number` (JSON numbers for the API, typed text for the form). */
const groupPricesFields = <Input>(number: NumberParser<Input>) => {
  const percent = number(
    z
      .number()
      .min(0.01, groupPriceMessages.percentInvalid)
      .max(GROUP_DISCOUNT_MAX_PERCENT, groupPriceMessages.percentInvalid)
      .multipleOf(0.01, groupPriceMessages.percentInvalid),
    { required: groupPriceMessages.percentInvalid },
  );
  const target = z.string().trim().max(60).default('');
  return z.object({
    minimumOrder: number(
      z
        .number()
        .int(groupPriceMessages.minimumOrderInvalid)
        .min(0, groupPriceMessages.minimumOrderInvalid)
        .max(GROUP_MINIMUM_ORDER_MAX_TAKA, groupPriceMessages.minimumOrderInvalid),
      { required: groupPriceMessages.minimumOrderInvalid },
    ),
    discounts: z
      .array(
        z
          .object({ category: target, sku: target, percent })
          .refine((rule) => (rule.category === '') !== (rule.sku === ''), {
            message: groupPriceMessages.targetRequired,
            path: ['category'],
          }),
      )
      .max(GROUP_RULES_MAX, groupPriceMessages.tooManyRules),
    breaks: z
      .array(
        z.object({
          minQuantity: number(
            z.number().int(groupPriceMessages.minQuantityInvalid).min(2, groupPriceMessages.minQuantityInvalid),
            { required: groupPriceMessages.minQuantityInvalid },
          ),
          percent,
        }),
      )
      .max(GROUP_RULES_MAX, groupPriceMessages.tooManyRules),
  });
};

/** PUT /api/admin/customer-groups/{id}/prices: a group's rules, replaced whole. */
export const groupPricesInputSchema = lazySchema(() => groupPricesFields(wireNumber));
/** The group prices form: the same rules, typed. */
export const groupPricesFormSchema = lazySchema(() => groupPricesFields(typedNumber));
export type GroupPricesInput = z.infer<typeof groupPricesInputSchema>;

/** GET /api/admin/customer-groups/{id}: a group with its rules, as the form edits them. */
export const customerGroupSchema = lazySchema(() => customerGroupSummarySchema.extend(groupPricesInputSchema.shape));
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** POST /api/prices: the parts whose prices the signed-in buyer would pay. */
export const PRICED_PARTS_MAX = 60;
export const memberPricesInputSchema = lazySchema(() => z.object({ partIds: z.array(z.uuid()).max(PRICED_PARTS_MAX) }));
export type MemberPricesInput = z.infer<typeof memberPricesInputSchema>;

export const memberPriceSchema = lazySchema(() =>
  z.object({
    partId: z.string(),
    listPrice: takaSchema,
    /** The price of one at the part's minimum order, the group's discount taken. */
    price: takaSchema,
    /** The price of one from each of the group's quantity breaks on. */
    breaks: z.array(z.object({ minQuantity: z.number().int(), price: takaSchema })),
  }),
);
export type MemberPrice = z.infer<typeof memberPriceSchema>;

/**
 * The buyer's prices: `group` null (a guest, or an account in no group) means list prices, and
 * `prices` is then empty. Never kept in a shared cache (Cache-Control: private, no-store).
 */
export const memberPricesSchema = lazySchema(() =>
  z.object({
    group: customerGroupSummarySchema.extend({ minimumOrder: takaSchema }).nullable(),
    prices: z.array(memberPriceSchema),
  }),
);
export type MemberPrices = z.infer<typeof memberPricesSchema>;
