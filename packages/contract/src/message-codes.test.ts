import { describe, expect, it, vi } from 'vitest';
import * as contract from './index.js';
import { catalogueFileMessages } from './catalogue-file.js';
import { checkoutMessages } from './checkout-messages.js';
import { messageClashes, messageTable, messageTexts, refusalOf } from './message-codes.js';
import { madeAdminMessage, messages } from './messages.js';

/**
 * The texts two tables share, each saying the same thing in both places (their Bangla is one too,
 * apps/web's translate-message.test.ts): the first code is the one sent. Any other text with two
 * identities is a mistake.
 */
const SAME_MEANING = [
  'Name is required: messages.nameRequired, checkout.deliveryNameRequired',
  'Address is required: messages.addressRequired, businessAccount.addressRequired',
  'Available quantity is too large: productNumber.tooLarge, catalogueFile.availableQuantityTooLarge',
  'There is no such category: catalogue.categoryUnknown, backOffice.categoryUnknown',
  'Page must be a whole number from 1: catalogue.pageInvalid, backOffice.pageInvalid',
];

describe('messages by code', () => {
  it('gives a constant text its code', () => {
    expect(refusalOf(messages.emailRequired)).toEqual({ code: 'messages.emailRequired' });
    expect(refusalOf(checkoutMessages.cartEmpty)).toEqual({ code: 'checkout.cartEmpty' });
  });

  it('gives a made text its code and the values it was made with', () => {
    const text = checkoutMessages.codTooLarge(20_000);
    expect(text).toBe('Cash on delivery is for orders up to ৳20,000: please pay online');
    expect(refusalOf(text)).toEqual({ code: 'checkout.codTooLarge', params: { max: 20_000 } });
    expect(refusalOf(madeAdminMessage('rider@example.com'))).toEqual({
      code: 'notices.madeAdmin',
      params: { email: 'rider@example.com' },
    });
    // A function of one object: its values by their names.
    expect(refusalOf(catalogueFileMessages.imported({ created: 2, updated: 5 }))).toEqual({
      code: 'catalogueFile.imported',
      params: { created: 2, updated: 5 },
    });
  });

  it('knows no text the contract did not make', () => {
    expect(refusalOf('Cash on delivery is for orders up to ৳1: please pay online')).toBeUndefined();
    expect(refusalOf('Something else')).toBeUndefined();
  });

  it('writes a function’s English with a placeholder for each value', () => {
    expect(messageTexts(messages)['messages.tooLong']).toBe('Must be at most {max} characters');
    expect(messageTexts(catalogueFileMessages)['catalogueFile.cellCount']).toContain('{found}');
    expect(messageTexts(catalogueFileMessages)['catalogueFile.imported']).toContain('{updated}');
  });

  it('fails a text recorded with two identities', () => {
    const table = messageTable('testTwice', { same: 'Your cart is empty' });
    expect(table.same).toBe(checkoutMessages.cartEmpty);
    expect(messageClashes()).toContain('Your cart is empty: checkout.cartEmpty, testTwice.same');
  });

  it('keeps a constant’s identity for a text a function made first', () => {
    const made = messageTable('testMadeFirst', { part: (name: string) => `${name} test part` }, { part: ['name'] });
    expect(refusalOf(made.part('First'))).toEqual({ code: 'testMadeFirst.part', params: { name: 'First' } });
    messageTable('testConstantAfter', { part: 'First test part' });
    expect(refusalOf('First test part')).toEqual({ code: 'testConstantAfter.part' });
  });

  it('has each table under a name of its own, and no text with two identities', async () => {
    expect(Object.keys(contract).length).toBeGreaterThan(0);
    // A function's text is recorded as a schema is made: a fresh contract that makes every schema
    // as it loads (docs/decisions/073-lazy-contract-schemas.md) records every text they make.
    vi.resetModules();
    vi.doMock('./lazy-schema.js', () => ({ lazySchema: (build: () => unknown) => build() }));
    try {
      await import('./index.js');
      const fresh = await import('./message-codes.js');
      const names = fresh.declaredTableNames();
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      expect(fresh.messageClashes()).toEqual(SAME_MEANING);
    } finally {
      vi.doUnmock('./lazy-schema.js');
      vi.resetModules();
    }
  });
});
