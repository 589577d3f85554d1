import { describe, expect, it } from 'vitest';
import { toBangladeshiMobile } from './bd-phone.js';
import { bangladeshiMobileSchema } from './checkout.js';
import { checkoutMessages } from './checkout-messages.js';

describe('a Bangladeshi mobile number', () => {
  it.each([
    '01712345678',
    '01712-345678',
    '01712 345 678',
    '+880 1712 345678',
    '+880 01712-345678',
    '+8801712345678',
    '8801712345678',
    '008801712345678',
    '(017) 1234-5678',
    '০১৭১২-৩৪৫৬৭৮',
  ])('reads %s as +8801712345678', (typed) => {
    expect(toBangladeshiMobile(typed)).toBe('+8801712345678');
  });

  it.each([
    ['a landline', '02-9876543'],
    ['a prefix no operator has', '01212345678'],
    ['a digit too few', '0171234567'],
    ['a digit too many', '017123456789'],
    ['an Indian mobile', '+91 98765 43210'],
    ['letters', '01712-34567a'],
  ])('refuses %s (%s) with a clear message', (_label, typed) => {
    expect(toBangladeshiMobile(typed)).toBeNull();
    const result = bangladeshiMobileSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(checkoutMessages.mobileInvalid);
  });

  it('keeps what the schema accepts as +8801…', () => {
    expect(bangladeshiMobileSchema.parse(' 01912-345678 ')).toBe('+8801912345678');
  });
});
