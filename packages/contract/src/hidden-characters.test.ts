import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from './part-input.js';
import { signUpInputSchema, syncUserInputSchema } from './auth.js';
import { withoutHiddenCharacters } from './hidden-characters.js';
import { messages } from './messages.js';

const product = { description: 'Steel', minimumOrder: 1, availableQuantity: 10, price: 100 };
/** The messages each schema that takes a name gives for `name`. */
const nameMessages = (name: string) =>
  [
    signUpInputSchema.safeParse({ name, email: 'rider@example.com', password: 'secret12' }),
    syncUserInputSchema.safeParse({ email: 'rider@example.com', displayName: name }),
    productFieldsSchema.safeParse({ ...product, name }),
  ].map((result) => (result.success ? [] : result.error.issues.map((issue) => issue.message)));

/** Each of these looks like another name, or like nothing, on the admin's tables. */
const disguising: [what: string, name: string][] = [
  ['a right-to-left override (U+202E)', 'Rafiq \u202Enasah'],
  ['a left-to-right override (U+202D)', 'Rafiq \u202DHasan'],
  ['a left-to-right embedding (U+202A)', '\u202AAdmin'],
  ['a right-to-left embedding (U+202B)', 'Admin\u202B x'],
  ['a pop directional formatting (U+202C)', 'Ad\u202Cmin'],
  ['a left-to-right isolate (U+2066)', 'Ad\u2066min'],
  ['a right-to-left isolate (U+2067)', 'Ad\u2067min'],
  ['a first-strong isolate (U+2068)', 'Ad\u2068min'],
  ['a pop directional isolate (U+2069)', 'Ad\u2069min'],
  ['a left-to-right mark (U+200E)', 'Ad\u200Emin'],
  ['a right-to-left mark (U+200F)', 'Ad\u200Fmin'],
  ['an Arabic letter mark (U+061C)', 'Ad\u061Cmin'],
  ['a zero-width space (U+200B)', 'Demo\u200BAdmin'],
  ['a word joiner (U+2060)', 'Demo\u2060Admin'],
  ['a zero-width no-break space (U+FEFF) inside', 'Demo Ad\uFEFFmin'],
  ['a soft hyphen (U+00AD)', 'Demo Ad\u00ADmin'],
  ['a zero-width joiner between Latin letters', 'Demo Ad\u200Dmin'],
  ['a zero-width non-joiner between Latin letters', 'Demo Ad\u200Cmin'],
  ['two joiners after a Bangla letter', 'র\u200D\u200D্য'],
  ['a variation selector after a letter', 'Admin\uFE0F'],
  ['an invisible tag character', 'Admin\u{E0041}'],
  ['a Hangul filler', '\u3164Admin'],
  ['a braille blank', 'Admin\u2800'],
  ['a newline', 'Demo\nAdmin'],
  ['a line separator', 'Demo\u2028Admin'],
  ['a null character', 'Demo\u0000Admin'],
];

/** Names people have: Bangla's conjuncts need the joiners, emoji sequences the joiner and VS16. */
const genuine: [what: string, name: string][] = [
  ['a Latin name with accents', 'José Ñúñez-Øberg'],
  ['a Bangla name', 'মোহাম্মদ রফিকুল ইসলাম'],
  ['Bangla with a joiner for the ref + ya-phala (র\u200D্য)', 'র\u200D্যাব মোটরস'],
  ['Bangla with a non-joiner against a conjunct (ক্\u200Cষ)', 'ক্\u200Cষমা'],
  ['Bangla ending in a joiner (ত্\u200D)', 'উৎসব ত্\u200D'],
  ['a Persian name with a non-joiner', 'می\u200Cخواهم'],
  ['a Hindi name with a joiner', 'क्\u200Dष'],
  ['an emoji family (joiners)', 'Rahman family 👨\u200D👩\u200D👧'],
  ['an emoji with a skin tone and a joiner', 'Coder 👩🏽\u200D💻'],
  ['a heart with its emoji presentation selector', 'Bikes ❤\uFE0F'],
  ['a keycap', 'Team 1\uFE0F⃣'],
  ['Chinese', '李小龍'],
];

describe('names may not hide or reorder text (issue 19)', () => {
  it.each(disguising)('every name schema refuses %s, saying why', (_what, name) => {
    for (const schemaMessages of nameMessages(name)) expect(schemaMessages).toEqual([messages.nameHiddenCharacters]);
  });

  it.each(genuine)('every name schema takes %s', (_what, name) => {
    expect(nameMessages(name)).toEqual([[], [], []]);
  });

  it('strips what it would refuse, and nothing else (for names it cannot refuse, e.g. from Google)', () => {
    for (const [, name] of genuine) expect(withoutHiddenCharacters(name)).toBe(name);
    expect(withoutHiddenCharacters('Rafiq \u202Enasah')).toBe('Rafiq nasah');
    expect(withoutHiddenCharacters('\u2066Demo\u200B Ad\u00ADmin\u2069')).toBe('Demo Admin');
    expect(withoutHiddenCharacters('Ad\u200Dmin র\u200D\u200D্য')).toBe('Admin র\u200D্য');
    expect(withoutHiddenCharacters('\u202E\u200B\u00AD')).toBe('');
  });

  it('says a name far over the cap is too long, without reading it through', () => {
    expect(nameMessages('\u200B'.repeat(500_000))[0]).toEqual([messages.tooLong(120)]);
  });

  it('still trims a name and says it is required when nothing else is left', () => {
    expect(signUpInputSchema.shape.name.parse('  র\u200D্যাব  ')).toBe('র\u200D্যাব');
    expect(nameMessages('   ')[0]).toEqual([messages.nameRequired]);
  });
});
