import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/**
 * Bangla's own font (ADR 020): Noto Sans Bengali 400 and 700, fontsource's Bengali subset (about
 * 45 kB each), served from our own origin. Its @font-face is in Bangla pages' <head> only
 * (entry-server.tsx's shellFor), so an English page never downloads it, though the family is in
 * every page's font stack (styles.css): without a @font-face the name means nothing. Both files are
 * preloaded, and `font-display: optional`: the text is drawn in the font if it has arrived by the
 * first paint, else in the system's Bengali font for that page (the next has it from the cache).
 * Never swapped in later, which would shift the layout and move the largest paint (LCP) to when
 * the font arrives: with `swap`, Lighthouse's slow phone put Bangla home's LCP at 2.2 s (goal 2 s).
 *
 * Imported here, in the Bangla catalogue's chunk, so that the browser's build emits the files
 * under the same names the server's build computes for them.
 */
export const BANGLA_FONT_FAMILY = 'MotoForge Bangla';
const UNICODE_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+25CC,U+A8F1';

const faces = [
  { url: regular, weights: '100 550' },
  { url: bold, weights: '551 900' },
];

const faceRules = (display: 'optional' | 'swap') =>
  faces
    .map(
      ({ url, weights }) =>
        `@font-face{font-family:'${BANGLA_FONT_FAMILY}';src:url(${url}) format('woff2');` +
        `font-weight:${weights};font-display:${display};unicode-range:${UNICODE_RANGE}}`,
    )
    .join('');

/** The id of the <style> that gives an English page the font (addBanglaFont). */
export const BANGLA_FONT_STYLE_ID = 'motoforge-bangla-font';

/**
 * The same font on an English page that needs it: the admin's pages, whose Bangla fields and
 * Bangla names would otherwise show as boxes on a device without a Bengali font (issue 35). Added
 * to <head> once, `font-display: swap` (no largest paint to protect there). A Bangla page has it already.
 */
export function addBanglaFont() {
  if (typeof document === 'undefined' || document.documentElement.lang === 'bn') return;
  if (document.getElementById(BANGLA_FONT_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = BANGLA_FONT_STYLE_ID;
  style.textContent = faceRules('swap');
  document.head.append(style);
}

/** The preload links and @font-face rules a Bangla page's <head> carries. */
export function banglaFontHead(): string {
  const preloads = faces
    .map(({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return `${preloads}<style>${faceRules('optional')}</style>`;
}
