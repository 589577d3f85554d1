import { describe, expect, it } from 'vitest';
import { productFieldsFormSchema, productFieldsSchema } from './part-input.js';
import {
  backOfficeMessages,
  editablePartFieldsFormSchema,
  editablePartFieldsSchema,
  restockFormSchema,
  restockInputSchema,
} from './part-edit.js';
import { partsQuerySchema } from './catalogue.js';
import { messages, productNumberMessages } from './messages.js';
import {
  phoneSchema,
  placeOrderFormSchema,
  placeOrderInputSchema,
  quantityFormSchema,
  quantitySchema,
} from './order.js';
import { shopSettingsFormSchema, shopSettingsInputSchema } from './shop-settings.js';
import { shopSettingsMessages } from './shop-settings-messages.js';
import { profileInputSchema } from './profile.js';
import { askQuestionInputSchema } from './question.js';

const messagesOf = (input: unknown) => {
  const result = askQuestionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('email rule (docs/product.md#validation)', () => {
  it.each(['rider@example.com', 'first.last+parts@shop.co.uk', 'a1@b.io', 'RAFIQ@EXAMPLE.ORG'])(
    'accepts %s',
    (email) => {
      expect(messagesOf({ email, message: 'Hi' })).toEqual([]);
    },
  );

  it.each(['rider', 'rider@', '@example.com', 'rider@example', 'rider@example.c', 'rider@example.info', 'a b@c.com'])(
    'rejects %s with "Provide a valid Email"',
    (email) => {
      expect(messagesOf({ email, message: 'Hi' })).toEqual(['Provide a valid Email']);
    },
  );

  it('says "Email is required" for a missing or blank e-mail', () => {
    expect(messagesOf({ message: 'Hi' })).toEqual(['Email is required']);
    expect(messagesOf({ email: '   ', message: 'Hi' })).toContain('Email is required');
  });
});

describe('question rule', () => {
  it('says "Question is required" for a missing or blank message', () => {
    expect(messagesOf({ email: 'a@b.com' })).toEqual(['Question is required']);
    expect(messagesOf({ email: 'a@b.com', message: '  ' })).toEqual(['Question is required']);
  });

  it('caps the message length', () => {
    expect(messagesOf({ email: 'a@b.com', message: 'x'.repeat(2001) })).toEqual(['Must be at most 2000 characters']);
  });
});

describe('numbers typed with Bengali digits', () => {
  const part = { minimumOrder: 2, availableQuantity: 40, price: 1250 };
  const product = { name: 'Brake pad', description: 'Sintered' };

  it('takes "১২" as 12 wherever a person types a number', () => {
    expect(quantityFormSchema(part).parse('১২')).toBe(12);
    expect(placeOrderFormSchema.parse({ quantity: '১২', phone: '01712345678', address: 'Dhaka' }).quantity).toBe(12);
    expect(
      productFieldsFormSchema.parse({ ...product, minimumOrder: '১০', availableQuantity: '২৫০', price: '৯৯.৫০' }),
    ).toMatchObject({ ...product, minimumOrder: 10, availableQuantity: 250, price: 99.5 });
    expect(partsQuerySchema.parse({ minPrice: '৫০০', maxPrice: '১২৫০.৫০' })).toEqual({
      minPrice: 500,
      maxPrice: 1250.5,
    });
  });

  it('takes ASCII digits typed as text, and JSON numbers, as before', () => {
    expect(quantityFormSchema(part).parse(' 12 ')).toBe(12);
    expect(quantityFormSchema(part).parse(12)).toBe(12);
    expect(quantitySchema(part).parse(12)).toBe(12);
    expect(placeOrderInputSchema.shape.quantity.parse(3)).toBe(3);
  });

  it('keeps a phone number typed in Bengali digits in ASCII digits', () => {
    expect(phoneSchema.parse('০১৭১২ ৩৪৫৬৭৮')).toBe('01712 345678');
    expect(profileInputSchema.shape.phone.parse('+৮৮০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
  });

  it('judges the number read by the field’s own rules, with its messages', () => {
    const quantityMessages = (value: unknown) => quantityFormSchema(part).safeParse(value).error?.issues[0]?.message;
    expect(quantityMessages('১')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('৪১')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('২.৫')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('১২টি')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('')).toBe(messages.quantityOutOfRange);

    const priceMessages = (price: unknown) =>
      productFieldsFormSchema.safeParse({ ...product, minimumOrder: 1, availableQuantity: 1, price }).error?.issues[0]
        ?.message;
    expect(priceMessages('')).toBe(productNumberMessages.required('Price'));
    expect(priceMessages('দাম')).toBe(productNumberMessages.notANumber('Price'));
    expect(priceMessages('০')).toBe(productNumberMessages.tooSmall('Price'));
    expect(priceMessages('১.২৩৪')).toBe(productNumberMessages.priceDecimals);
  });
});

describe('the wire is strict, forms are kind (docs/decisions/042-strict-wire-kind-forms.md)', () => {
  const part = { minimumOrder: 2, availableQuantity: 40, price: 1250 };
  const product = { name: 'Brake pad', description: 'Sintered', minimumOrder: 1, availableQuantity: 10, price: 250 };
  const messageOf =
    (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) => (value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;

  it('refuses a quantity sent as text, "5" or "৫", with the quantity message', () => {
    for (const quantity of ['5', '৫']) {
      expect(messageOf(quantitySchema(part))(quantity)).toBe(messages.quantityOutOfRange);
      expect(messageOf(placeOrderInputSchema.shape.quantity)(quantity)).toBe(messages.quantityOutOfRange);
    }
    expect(quantitySchema(part).parse(5)).toBe(5);
  });

  it('takes "৫" as 5 in the forms', () => {
    expect(quantityFormSchema(part).parse('৫')).toBe(5);
    expect(placeOrderFormSchema.shape.quantity.parse('৫')).toBe(5);
    expect(restockFormSchema.parse({ quantity: '৫' })).toEqual({ quantity: 5, note: '' });
    expect(editablePartFieldsFormSchema.shape.lowStockThreshold.parse('৫')).toBe(5);
  });

  it('refuses a product’s numbers sent as text, each with its field’s message, and takes them typed in the form', () => {
    for (const price of ['10', '৫']) {
      expect(messageOf(productFieldsSchema)({ ...product, price })).toBe(productNumberMessages.notANumber('Price'));
      expect(messageOf(editablePartFieldsSchema.shape.price)(price)).toBe(productNumberMessages.notANumber('Price'));
    }
    expect(productFieldsFormSchema.parse({ ...product, price: '৫' }).price).toBe(5);
    expect(productFieldsSchema.parse(product).price).toBe(250);
    expect(messageOf(restockInputSchema)({ quantity: '৫' })).toBe(backOfficeMessages.restockQuantityInvalid);
  });

  it('refuses the shop settings sent as text, and takes them typed in the form', () => {
    const typed = { deliveryFee: { insideDhaka: '৭০', outsideDhaka: '130' }, codMax: '৫০০০' };
    const issues = shopSettingsInputSchema
      .safeParse(typed)
      .error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues).toEqual([
      ['deliveryFee.insideDhaka', shopSettingsMessages.insideDhakaInvalid],
      ['deliveryFee.outsideDhaka', shopSettingsMessages.outsideDhakaInvalid],
      ['codMax', shopSettingsMessages.codMaxInvalid],
    ]);
    expect(shopSettingsFormSchema.parse(typed)).toEqual({
      deliveryFee: { insideDhaka: 70, outsideDhaka: 130 },
      codMax: 5000,
    });
  });
});
