import { toAsciiDigits } from './digits.js';

/**
 * A Bangladeshi mobile number as the shop keeps it, `+8801712345678`, from the ways people write
 * one: 01712-345678, 01712 345678, +880 1712 345678, +880 01712…, 8801712345678, 00880…, in
 * Bengali digits too.
 * Operators' prefixes are 013 to 019. Anything else (a landline, a foreign number, a digit too
 * many) is null.
 */
export function toBangladeshiMobile(typed: string): string | null {
  const compact = toAsciiDigits(typed).replace(/[\s().-]/g, '');
  const match = /^(?:\+880|00880|880)?0?(1[3-9]\d{8})$/.exec(compact);
  return match ? `+880${match[1]}` : null;
}
