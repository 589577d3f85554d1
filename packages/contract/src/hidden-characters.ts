/**
 * Characters that hide in a name (docs/decisions/007-hidden-characters-in-names.md): they are
 * invisible, or they reorder the text around them, so "Rafiq \u202Enasah" shows as "Rafiq hasan"
 * and "Demo Ad\u200Bmin" as "Demo Admin" on the admin's tables. Control characters (C0, C1, line
 * and paragraph separators), format characters (bidi controls and marks, zero-width space, word
 * joiner, U+FEFF, soft hyphen, tags…), every default-ignorable code point (fillers, variation
 * selectors) and the braille blank.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * Scripts whose writing needs the zero-width joiner and non-joiner: Bangla writes some conjuncts
 * and the old khanda ta with them (র‍্য, ক্‌ষ, ত্‍), the other Indic scripts likewise, Persian and
 * Urdu need the non-joiner inside words.
 */
const JOINING_SCRIPT =
  /[\p{Script=Bengali}\p{Script=Devanagari}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}]/u;
/** What an emoji sequence joins: a pictograph, maybe with its skin tone or emoji presentation. */
const EMOJI_END = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const KEYCAP_BASE = /[0-9#*]/;
const KEYCAP = '\u20E3';

/**
 * Whether the hidden character `character`, between `before` and `after` (code points, or
 * undefined at either end), is one of the few that writing needs. The joiners count only right
 * after a letter of a script that uses them (or inside an emoji sequence); between Latin letters
 * they only hide, so "Demo Ad\u200Dmin" is refused. A presentation selector counts right after a
 * pictograph (❤️) or a keycap's digit (1️⃣).
 */
function isNeeded(character: string, before: string | undefined, after: string | undefined): boolean {
  if (before === undefined) return false;
  switch (character) {
    case '\u200C':
      return JOINING_SCRIPT.test(before);
    case '\u200D':
      return JOINING_SCRIPT.test(before) || (EMOJI_END.test(before) && after !== undefined && PICTOGRAPH.test(after));
    case '\uFE0E':
    case '\uFE0F':
      return PICTOGRAPH.test(before) || (KEYCAP_BASE.test(before) && after === KEYCAP);
    default:
      return false;
  }
}

/** The code points of `text` that only hide or reorder, each with its index in the code point list. */
function hiddenIndexes(codePoints: string[]): Set<number> {
  const hidden = new Set<number>();
  codePoints.forEach((character, index) => {
    if (HIDDEN.test(character) && !isNeeded(character, codePoints[index - 1], codePoints[index + 1])) {
      hidden.add(index);
    }
  });
  return hidden;
}

/** Whether `text` has a character that only hides or reorders text (the name schemas refuse it). */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenIndexes([...text]).size > 0;
}

/** `text` without the characters that only hide or reorder, for a name that cannot be refused. */
export function withoutHiddenCharacters(text: string): string {
  const codePoints = [...text];
  const hidden = hiddenIndexes(codePoints);
  return codePoints.filter((_character, index) => !hidden.has(index)).join('');
}
