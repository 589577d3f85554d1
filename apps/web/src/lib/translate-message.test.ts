import * as contract from '@motoforge/contract';
import {
  authMessages,
  businessAccountMessages,
  catalogueFileMessages,
  catalogueMessages,
  checkoutMessages,
  groupPriceMessages,
  madeAdminMessage,
  messages,
  orderRemovedMessage,
  productNumberMessages,
  shopSettingsMessages,
  testCardMessages,
} from '@motoforge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { allOfBangla as bn } from '@/locales/bn/all';
import { CONNECTION_FAILED_MESSAGE, refusalOf as apiRefusal, requestFailedMessage } from './api-client';
import { definedMessages, setLanguage } from './i18n';
import { MESSAGE_TABLES as MAIN_TABLES, translateMessage } from './translate-message';
import { CATALOGUE_MESSAGE_TABLES } from './translate-message-catalogue';

/** Both components' tables: the catalogue’s is in already, imported above. */
const MESSAGE_TABLES: readonly object[] = [...MAIN_TABLES, ...CATALOGUE_MESSAGE_TABLES];

afterEach(() => setLanguage('en'));

/** Contract messages as the API and the forms give them, with what a Bangla page shows for each. */
const examples: [english: string, bangla: string][] = [
  [messages.emailRequired, 'ইমেইল দিতে হবে'],
  [messages.orderAlreadyPaid, 'এই অর্ডারের দাম আগেই পরিশোধ করা হয়েছে'],
  [authMessages.invalidToken, 'আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।'],
  [catalogueMessages.garageFull, 'একটি গ্যারেজে সর্বোচ্চ ১০টি বাইক রাখা যায়; আগে একটি সরান'],
  // The English text's own numbers, in Bengali digits: a price the Indian way.
  [messages.ratingRange, 'রেটিং ১ থেকে ৫-এর মধ্যে হতে হবে'],
  [
    messages.orderTotalTooLarge,
    'একটি অর্ডারের মোট দাম সর্বোচ্চ ৳৯,৯৯,৯৯৯.৯৯ হতে পারে, কার্ডে এর বেশি পরিশোধ করা যায় না: পরিমাণ কমিয়ে অর্ডার দিন',
  ],
  // An example of what to type stays as it is typed.
  [catalogueMessages.bikeInvalid, 'বাইক হতে হবে একটি গাড়ির আইডি ও একটি সাল, যেমন 12:2021'],
  // Messages built around a value.
  [messages.tooLong(200), 'সর্বোচ্চ ২০০ অক্ষর লেখা যাবে'],
  [orderRemovedMessage('Brake Pad 150cc'), 'অর্ডার Brake Pad 150cc সরানো হয়েছে'],
  [madeAdminMessage('rider1@example.com'), 'rider1@example.com এখন একজন অ্যাডমিন'],
  [authMessages.signInLocked(1), expect.stringContaining('আপনার নিরাপত্তার জন্য ১ মিনিট পরে আবার চেষ্টা করুন')],
  [authMessages.signInLocked(15), expect.stringContaining('আপনার নিরাপত্তার জন্য ১৫ মিনিট পরে আবার চেষ্টা করুন')],
  [catalogueFileMessages.rejected(1), expect.stringMatching(/^১টি সারিতে সমস্যা আছে/)],
  [catalogueFileMessages.rejected(1234), expect.stringMatching(/^১,২৩৪টি সারিতে সমস্যা আছে/)],
  [catalogueFileMessages.imported({ created: 1, updated: 12 }), '১টি পার্টস যোগ হয়েছে, ১২টি আপডেট হয়েছে'],
  [catalogueFileMessages.skuRepeated('BRK-150', 7), 'SKU BRK-150 সারি ৭-এও আছে'],
  [
    catalogueFileMessages.fitmentOutsideVehicleYears('Bajaj|Pulsar|150|2010-2024', 2012, 2020),
    'ফিটমেন্ট "Bajaj|Pulsar|150|2010-2024": ওই বাইকটি ২০১২ থেকে ২০২০ সাল পর্যন্ত তৈরি হয়েছে',
  ],
  // The checkout's: a wait in seconds, a ceiling in taka, an example of a mobile number.
  [checkoutMessages.phoneCodeTooSoon(42), '৪২ সেকেন্ড পরে নতুন কোড পাঠানো যাবে'],
  [groupPriceMessages.belowMinimum(50_000), 'ব্যবসায়িক দামে অর্ডার ডেলিভারি ছাড়া অন্তত ৳৫০,০০০ হতে হবে'],
  [businessAccountMessages.noteRequired, 'আবেদন কেন প্রত্যাখ্যান করা হলো তা লিখুন'],
  [checkoutMessages.codTooLarge(20_000), 'ক্যাশ অন ডেলিভারি শুধু ৳২০,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন'],
  // The ceiling the admin set, whatever it is, in Bangla digits and grouping.
  [checkoutMessages.codTooLarge(150_000), 'ক্যাশ অন ডেলিভারি শুধু ৳১,৫০,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন'],
  [shopSettingsMessages.insideDhakaInvalid, 'ঢাকার ভেতরের ডেলিভারি চার্জ হতে হবে ৳০ থেকে ৳৫,০০০-এর মধ্যে পূর্ণ টাকা'],
  [shopSettingsMessages.codMaxInvalid, 'ক্যাশ অন ডেলিভারির সীমা হতে হবে ৳১,০০০ থেকে ৳৯,৯৯,৯৯৯-এর মধ্যে পূর্ণ টাকা'],
  [checkoutMessages.mobileInvalid, 'একটি বাংলাদেশি মোবাইল নম্বর দিন, যেমন ০১৭১২-৩৪৫৬৭৮'],
  [checkoutMessages.partQuantityNow('Brake Lever'), 'Brake Lever: পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে'],
  // A field's name in them is translated too (the catalogue file's, and Add Product's).
  [catalogueFileMessages.required('Minimum order'), 'সর্বনিম্ন অর্ডার দিতে হবে'],
  [catalogueFileMessages.numberInvalid('Price'), 'দাম একটি সংখ্যা হতে হবে, যেমন 250 বা 99.50'],
  // What the API says of a request in its own words, and of a card the test provider refuses.
  [messages.transactionIdRequired, 'লেনদেন আইডি দিতে হবে'],
  [messages.noSuchEndpoint('GET', '/api/parts/x'), 'এমন কোনো এন্ডপয়েন্ট নেই: GET /api/parts/x'],
  [testCardMessages.declined, 'আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।'],
  [
    testCardMessages.notATestCard,
    'আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে। শপটি এখন টেস্ট মোডে আছে: 4242 4242 4242 4242-এর মতো একটি টেস্ট কার্ড ব্যবহার করুন।',
  ],
  // Add Product's numbers, each by its field's name.
  [productNumberMessages.tooSmall('Minimum order'), 'সর্বনিম্ন অর্ডার কমপক্ষে ১ হতে হবে'],
  [productNumberMessages.notWhole('Available quantity'), 'মজুদ পরিমাণ একটি পূর্ণসংখ্যা হতে হবে'],
  [productNumberMessages.priceDecimals, 'দামে দশমিকের পরে সর্বোচ্চ দুটি অঙ্ক থাকতে পারে'],
  // The API's refusal of a field names the field as the request does: the rule's message alone shows.
  [`quantity: ${messages.quantityOutOfRange}`, 'পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে'],
  [`billingDetails.name: ${messages.tooLong(200)}`, 'সর্বোচ্চ ২০০ অক্ষর লেখা যাবে'],
  // The web app's own words for a failed call.
  [CONNECTION_FAILED_MESSAGE, 'শপের সাথে যোগাযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।'],
  [requestFailedMessage(404), 'অনুরোধটি সফল হয়নি (৪০৪)'],
];

describe('an API refusal on a Bangla page', () => {
  it('is said by its code and values, made by no function of this page', () => {
    setLanguage('bn', bn);
    const refusal = apiRefusal(409, {
      success: false,
      message: 'Cash on delivery is for orders up to ৳35,000: please pay online',
      code: 'checkout.codTooLarge',
      params: { max: 35_000 },
    });
    expect(translateMessage(refusal.message)).toBe('ক্যাশ অন ডেলিভারি শুধু ৳৩৫,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন');
    // A field's refusal by its rule's code, without the request's name of the field.
    const field = apiRefusal(400, {
      success: false,
      message: 'note: Must be at most 345 characters',
      code: 'messages.tooLong',
      params: { max: 345 },
      errors: [
        { field: 'note', message: 'Must be at most 345 characters', code: 'messages.tooLong', params: { max: 345 } },
      ],
    });
    expect(translateMessage(field.message)).toBe('সর্বোচ্চ ৩৪৫ অক্ষর লেখা যাবে');
    expect(translateMessage(field.fieldErrors[0]?.message ?? '')).toBe('সর্বোচ্চ ৩৪৫ অক্ষর লেখা যাবে');
  });

  it('is shown as it came when its code has no Bangla, and on an English page', () => {
    setLanguage('bn', bn);
    const unknown = apiRefusal(400, { success: false, message: 'A rule of a newer API', code: 'future.rule' });
    expect(translateMessage(unknown.message)).toBe('A rule of a newer API');
    setLanguage('en');
    expect(translateMessage('Cash on delivery is for orders up to ৳35,000: please pay online')).toBe(
      'Cash on delivery is for orders up to ৳35,000: please pay online',
    );
  });
});

describe('translateMessage', () => {
  it('shows a contract message in Bangla on a Bangla page', () => {
    setLanguage('bn', bn);
    for (const [english, bangla] of examples) expect(translateMessage(english), english).toEqual(bangla);
  });

  it('shows it exactly as it came on an English page', () => {
    setLanguage('en');
    for (const [english] of examples) expect(translateMessage(english)).toBe(english);
  });

  it('passes a text it does not know through unchanged', () => {
    setLanguage('bn', bn);
    expect(translateMessage('A proxy said no')).toBe('A proxy said no');
    expect(translateMessage('quantity: A proxy said no')).toBe('quantity: A proxy said no');
    expect(translateMessage('ইমেইল দিতে হবে')).toBe('ইমেইল দিতে হবে');
    expect(translateMessage('')).toBe('');
  });

  it('reads its English from the contract', () => {
    const english = definedMessages.get('messages') as Record<string, string>;
    expect(english['messages.emailRequired']).toBe(messages.emailRequired);
    expect(english['auth.adminOnly']).toBe(authMessages.adminOnly);
    expect(english['messages.tooLong']).toBe('Must be at most {max} characters');
    const catalogue = definedMessages.get('messages.catalogue') as Record<string, string>;
    expect(catalogue['catalogue.garageFull']).toBe(catalogueMessages.garageFull);
    expect(catalogue['catalogueFile.imported']).toBe('{created} parts added, {updated} updated');
    expect(catalogue['catalogueFileColumns.minimumOrder']).toBe('Minimum order');
  });
});

/** The contract's tables of messages (`messages`, `authMessages`…), found by their names. */
const contractSources = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Record<string, unknown>] =>
    /^(messages|\w+Messages)$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);

/** A Bangla text with nothing of the English left to fill in, and something of Bangla in it. */
const expectFilledBangla = (text: string, what: string) => {
  expect(text, what).toMatch(/[\u0980-\u09FF]/);
  expect(text, what).not.toMatch(/\{\w+(:en)?\}/);
};

/** The values of the contract's messages that are numbers, by name; a `label` is a field's name. */
const NUMBER_VALUES = new Set(
  'max most minutes status found expected row rowCount created updated rows seconds length position minimum available min line yearFrom yearTo'.split(
    ' ',
  ),
);

/** Each function of each table, by code, with its values' names. */
const contractFunctions = MESSAGE_TABLES.flatMap((table) =>
  Object.entries(contract.messageTexts(table)).flatMap(([code, template]) => {
    const make = (table as Record<string, unknown>)[code.slice(code.indexOf('.') + 1)];
    if (typeof make !== 'function') return [];
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    return [{ code, names, make: make as (...values: unknown[]) => string }];
  }),
);

describe('The contract’s messages in Bangla', () => {
  it('has every table of messages the contract exports (add a new one to MESSAGE_TABLES)', () => {
    expect(contractSources.length).toBeGreaterThan(20);
    expect(contractSources.filter(([, table]) => !MESSAGE_TABLES.includes(table)).map(([name]) => name)).toEqual([]);
  });

  it('has every string message of the contract in Bangla, every value and number filled in', () => {
    setLanguage('bn', bn);
    const untranslated: string[] = [];
    for (const [source, texts] of contractSources) {
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') continue;
        const shown = translateMessage(text);
        if (shown === text) untranslated.push(`${source}.${key}`);
        else expectFilledBangla(shown, `${source}.${key}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('has each message built around values in Bangla, for any value, in the singular too', () => {
    setLanguage('bn', bn);
    expect(contractFunctions.length).toBeGreaterThan(50);
    for (const { code, names, make } of contractFunctions) {
      for (const number of [1, 3, 1500]) {
        const values = names.map((name) =>
          NUMBER_VALUES.has(name) ? number : name === 'label' ? 'Available quantity' : `${name} x`,
        );
        // A function of one object (catalogueFile.imported) takes its values by name.
        const english =
          make.length === 1 && names.length > 1
            ? make(Object.fromEntries(names.map((name, index) => [name, values[index]])))
            : make(...values);
        const shown = translateMessage(english);
        expect(shown, `${code}: ${english}`).not.toBe(english);
        expectFilledBangla(shown, code);
        for (const value of values)
          if (typeof value === 'string' && value.endsWith(' x')) expect(shown).toContain(value);
      }
    }
  });

  it('says a text two tables share as each of them would', () => {
    setLanguage('bn', bn);
    const main = bn.messages as Record<string, string>;
    const catalogue = bn['messages.catalogue'] as Record<string, string>;
    expect(contract.messageClashes().length).toBeGreaterThan(0);
    for (const clash of contract.messageClashes()) {
      const separator = clash.lastIndexOf(': ');
      const [first = '', second = ''] = clash.slice(separator + 2).split(', ');
      const [firstBangla, secondBangla] = [main[first] ?? catalogue[first], main[second] ?? catalogue[second]];
      // Two functions that make the same text say it the same way; beside a constant, the text is
      // shown as the constant says it (which was made first depends on the schemas made so far).
      const constant = [firstBangla, secondBangla].find((bangla) => bangla !== undefined && !bangla.includes('{'));
      if (constant === undefined) expect(secondBangla, clash).toBe(firstBangla);
      else expect(translateMessage(clash.slice(0, separator)), clash).toBe(constant);
    }
  });

  it('uses in each translation only the values and numbers its English has', () => {
    const problems: string[] = [];
    for (const component of ['messages', 'messages.catalogue']) {
      const english = definedMessages.get(component) as Record<string, string>;
      for (const [id, translation] of Object.entries(bn[component] as Record<string, string>)) {
        const numbers = english[id]?.match(/৳?(?:\d[\d,.]*\d|\d)/g) ?? [];
        const names = [...(english[id]?.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => match[1]);
        for (const [, name = ''] of translation.matchAll(/\{(\w+)(?::en)?\}/g)) {
          const known = /^\d+$/.test(name) ? Number(name) <= numbers.length : names.includes(name);
          if (!known) problems.push(`${id}: {${name}}`);
        }
        // Digits come from the English, in the page's digits: none are written into a translation.
        if (/\d/.test(translation.replace(/\{\w+(:en)?\}/g, ''))) problems.push(`${id}: a digit`);
      }
    }
    expect(problems).toEqual([]);
  });
});
