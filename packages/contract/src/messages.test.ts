import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// The messages that quote a limit are built from the limit's constant; these are the texts a
// buyer or an admin reads, so a changed constant shows up here, and a typo in the building too.
describe('messages that quote a limit', () => {
  it('quote the largest order total as the shop writes taka', () => {
    expect(messages.orderTotalTooLarge).toBe(
      'One order can come to at most ৳999,999.99, the most a card payment can take: order fewer',
    );
    expect(messages.minimumOrderTooCostly).toBe(
      'The minimum order at this price comes to more than ৳999,999.99, the most a card payment can take',
    );
  });

  it('quote the photo limits: types, bytes and pixels', () => {
    expect(messages.imageTypeRefused).toBe('Only JPEG, PNG, WebP or GIF photos are accepted');
    expect(messages.imageTooLarge).toBe('The photo is too large: 5 MB at most');
    expect(messages.imageTooManyPixels).toBe('The photo is too large: at most 40 megapixels');
  });
});
