import { z } from 'zod';
import {
  nameText,
  type NumberParser,
  optionalNameText,
  optionalText,
  requiredText,
  typedNumber,
  wireNumber,
} from './common.js';
import { ORDER_TOTAL_MAX_POISHA, PRODUCT_NUMBER_MAX, PRODUCT_NUMBER_MIN, TEXT_LIMITS } from './constants.js';
import { messages, PRODUCT_NUMBER_LABELS as LABELS, productNumberMessages } from './messages.js';
import { orderTotalPoisha } from './money.js';
import { lazySchema } from './lazy-schema.js';

/** Add Product's rule for a number, `label` naming it in its messages ("Price is too large"). */
const productNumber = (label: string) =>
  z
    .number({ error: productNumberMessages.required(label) })
    .min(PRODUCT_NUMBER_MIN, productNumberMessages.tooSmall(label))
    .max(PRODUCT_NUMBER_MAX, productNumberMessages.tooLarge(label));

/** A product's number's messages: it is missing, or it is not a number ("ten"). */
export const productNumberMessagesOf = (label: string) => ({
  required: productNumberMessages.required(label),
  invalid: productNumberMessages.notANumber(label),
});

/** Only images this shop serves itself: uploads and its own artwork (no hot-linking). */
export const OWN_IMAGE_PATTERN = /^\/(uploads|images)\/[A-Za-z0-9._/-]+\.(webp|png|jpe?g|gif|svg)$/;

/**
 * A product's fields one by one, for the Add Product form and the catalogue file alike. Its name
 * and description in Bangla may be left empty: Bangla pages then show the English.
 */
export const productFieldRules = {
  name: lazySchema(() => nameText(messages.productNameRequired, TEXT_LIMITS.shortText)),
  description: lazySchema(() => requiredText(messages.descriptionRequired, TEXT_LIMITS.description)),
  nameBn: lazySchema(() => optionalNameText(TEXT_LIMITS.shortText)),
  descriptionBn: lazySchema(() => optionalText(TEXT_LIMITS.description)),
  minimumOrder: lazySchema(() =>
    productNumber(LABELS.minimumOrder).int(productNumberMessages.notWhole(LABELS.minimumOrder)),
  ),
  availableQuantity: lazySchema(() =>
    productNumber(LABELS.availableQuantity).int(productNumberMessages.notWhole(LABELS.availableQuantity)),
  ),
  price: lazySchema(() => productNumber(LABELS.price).multipleOf(0.01, productNumberMessages.priceDecimals)),
  img: lazySchema(() =>
    z
      .string({ error: messages.photoRequired })
      .max(TEXT_LIMITS.url, messages.photoRequired)
      .regex(OWN_IMAGE_PATTERN, messages.photoRequired),
  ),
};

/** A part whose smallest order no card payment can pay for could never be sold. */
export const isMinimumOrderPayable = (product: { price: number; minimumOrder: number }) =>
  orderTotalPoisha(product.price, product.minimumOrder) <= ORDER_TOTAL_MAX_POISHA;

/** Add Product's fields (the photo is uploaded separately, then sent as `img`), numbers read by `number`. */
const productFields = <Input>(number: NumberParser<Input>) =>
  z
    .object({
      name: productFieldRules.name,
      description: productFieldRules.description,
      nameBn: productFieldRules.nameBn.default(''),
      descriptionBn: productFieldRules.descriptionBn.default(''),
      minimumOrder: number(productFieldRules.minimumOrder, productNumberMessagesOf(LABELS.minimumOrder)),
      availableQuantity: number(productFieldRules.availableQuantity, productNumberMessagesOf(LABELS.availableQuantity)),
      price: number(productFieldRules.price, productNumberMessagesOf(LABELS.price)),
    })
    .refine((product) => product.minimumOrder <= product.availableQuantity, {
      message: messages.minimumOrderAboveStock,
      path: ['minimumOrder'],
    })
    .refine(isMinimumOrderPayable, { message: messages.minimumOrderTooCostly, path: ['minimumOrder'] });

/** A product's fields as the API takes them: numbers are JSON numbers. */
export const productFieldsSchema = lazySchema(() => productFields(wireNumber));
export type ProductFields = z.infer<typeof productFieldsSchema>;
/** The Add Product form's fields: numbers as typed ("12", "১২", "৯৯.৫০"). */
export const productFieldsFormSchema = lazySchema(() => productFields(typedNumber));

/** POST /api/part: a new product, its photo already uploaded. */
export const addPartInputSchema = lazySchema(() => productFieldsSchema.and(z.object({ img: productFieldRules.img })));
export type AddPartInput = z.infer<typeof addPartInputSchema>;
export const insertedIdSchema = lazySchema(() => z.object({ insertedId: z.string() }));

/** POST /api/upload: the product photo's address, to send as `img`. */
export const uploadResponseSchema = lazySchema(() =>
  z.object({ success: z.literal(true), data: z.object({ url: z.string() }) }),
);
