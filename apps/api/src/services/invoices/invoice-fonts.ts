import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The fonts every invoice embeds (docs/decisions/051-vat-invoices.md#fonts): Noto Sans Bengali from
 * the @fontsource package the web app already serves, in its WOFF files, which fontkit reads and
 * pdfkit subsets. Fontsource splits the family by script, so a line of mixed text is set in runs:
 * the Bengali file for Bengali letters and digits, the Latin one for the rest.
 */

const require = createRequire(import.meta.url);
const fontFile = (subset: 'bengali' | 'latin', weight: 400 | 700) =>
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a font file of the package, by its fixed names
  readFileSync(
    require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`),
  );

export type FontName = 'bengali' | 'bengali-bold' | 'latin' | 'latin-bold';

let fonts: Record<FontName, Buffer> | undefined;

/** The four font files, read once. */
export function invoiceFonts(): Record<FontName, Buffer> {
  fonts ??= {
    bengali: fontFile('bengali', 400),
    'bengali-bold': fontFile('bengali', 700),
    latin: fontFile('latin', 400),
    'latin-bold': fontFile('latin', 700),
  };
  return fonts;
}

/** Bengali letters, signs and digits, the danda, and the joiners that shape conjuncts. */
const BENGALI = /[\u0980-\u09ff\u0964\u0965\u200c\u200d]/;

/** The text cut where the script changes, each run with the font that has its glyphs. */
export function fontRuns(text: string, isBold = false): { text: string; font: FontName }[] {
  const runs: { text: string; font: FontName }[] = [];
  for (const char of text) {
    const script = BENGALI.test(char) ? 'bengali' : 'latin';
    const font: FontName = isBold ? `${script}-bold` : script;
    const last = runs.at(-1);
    // A space joins the run it follows, so a phrase in one script is shaped in one piece.
    if (last && (last.font === font || char === ' ')) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
