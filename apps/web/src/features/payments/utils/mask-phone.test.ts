import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it('shows a Bangladeshi mobile by its operator and its last three digits, however it was typed', () => {
    expect(maskPhone('+8801712345678')).toBe('+880 17•• •••678');
    expect(maskPhone('01812-345678')).toBe('+880 18•• •••678');
  });

  it('keeps only the last three digits of a number of another shape', () => {
    expect(maskPhone('+44 20 7946 0958')).toBe('+•• •• •••• •958');
  });
});
