import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from './admin.js';
import { partsQuerySchema } from './catalogue.js';
import { messages, productNumberMessages } from './messages.js';
import { phoneSchema, placeOrderFormSchema, placeOrderInputSchema, quantitySchema } from './order.js';
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
    expect(quantitySchema(part).parse('১২')).toBe(12);
    expect(placeOrderFormSchema.parse({ quantity: '১২', phone: '01712345678', address: 'Dhaka' }).quantity).toBe(12);
    expect(
      productFieldsSchema.parse({ ...product, minimumOrder: '১০', availableQuantity: '২৫০', price: '৯৯.৫০' }),
    ).toMatchObject({ ...product, minimumOrder: 10, availableQuantity: 250, price: 99.5 });
    expect(partsQuerySchema.parse({ minPrice: '৫০০', maxPrice: '১২৫০.৫০' })).toEqual({
      minPrice: 500,
      maxPrice: 1250.5,
    });
  });

  it('takes ASCII digits typed as text, and JSON numbers, as before', () => {
    expect(quantitySchema(part).parse(' 12 ')).toBe(12);
    expect(quantitySchema(part).parse(12)).toBe(12);
    expect(placeOrderInputSchema.shape.quantity.parse(3)).toBe(3);
  });

  it('keeps a phone number typed in Bengali digits in ASCII digits', () => {
    expect(phoneSchema.parse('০১৭১২ ৩৪৫৬৭৮')).toBe('01712 345678');
    expect(profileInputSchema.shape.phone.parse('+৮৮০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
  });

  it('judges the number read by the field’s own rules, with its messages', () => {
    const quantityMessages = (value: unknown) => quantitySchema(part).safeParse(value).error?.issues[0]?.message;
    expect(quantityMessages('১')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('৪১')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('২.৫')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('১২টি')).toBe(messages.quantityOutOfRange);
    expect(quantityMessages('')).toBe(messages.quantityOutOfRange);

    const priceMessages = (price: unknown) =>
      productFieldsSchema.safeParse({ ...product, minimumOrder: 1, availableQuantity: 1, price }).error?.issues[0]
        ?.message;
    expect(priceMessages('')).toBe(productNumberMessages.required('Price'));
    expect(priceMessages('দাম')).toBe(productNumberMessages.notANumber('Price'));
    expect(priceMessages('০')).toBe(productNumberMessages.tooSmall('Price'));
    expect(priceMessages('১.২৩৪')).toBe(productNumberMessages.priceDecimals);
  });
});
