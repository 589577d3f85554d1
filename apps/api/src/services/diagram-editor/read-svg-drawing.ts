import { diagramEditorMessages } from '@motoforge/contract';
import { badRequest } from '../../http-error.js';

/**
 * What an SVG drawing must not hold, though the page only ever shows it as an image under a
 * sandboxing policy (docs/decisions/049-parts-diagrams.md): an admin who opens the stored file, or
 * a later change of how it is shown, must still meet nothing that runs or fetches.
 */
const UNSAFE = [
  /<!doctype|<!entity/i,
  /<\s*(script|foreignobject|iframe|object|embed|audio|video)[\s/>]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /@import/i,
  // A reference is to the drawing's own elements only (`href="#arrow"`, `url(#fade)`).
  /href\s*=\s*["']?\s*[^"'#\s]/i,
  /url\(\s*["']?\s*[^"'#\s)]/i,
];

/** The text after an XML declaration and comments: where the root element must begin. */
function afterProlog(svg: string): string {
  let rest = svg;
  for (;;) {
    const end = rest.startsWith('<?xml')
      ? rest.indexOf('?>') + 2
      : rest.startsWith('<!--')
        ? rest.indexOf('-->') + 3
        : 0;
    if (end <= 2) return rest;
    rest = rest.slice(end).trimStart();
  }
}

/** A length in pixels as `width="800"` or `"800px"` writes it; undefined for any other unit. */
const pixelsIn = (text: string | undefined) => {
  const value = text?.trim().replace(/px$/, '');
  const pixels = Number(value);
  return value && Number.isFinite(pixels) ? pixels : undefined;
};

/**
 * An uploaded SVG drawing checked, with its size in pixels: from the root's `viewBox`, else its
 * `width` and `height`. 400 with a message that says what is wrong.
 */
export function readSvgDrawing(text: string): { svg: string; width: number; height: number } {
  const svg = text.trim();
  const root = /^<svg[\s>]/i.test(afterProlog(svg)) ? /<svg\b([^>]*)>/i.exec(svg) : null;
  if (!root) throw badRequest(diagramEditorMessages.svgInvalid);
  if (UNSAFE.some((pattern) => pattern.test(svg))) throw badRequest(diagramEditorMessages.svgUnsafe);
  const attributes = new Map(
    [...(root[1] ?? '').matchAll(/([\w:-]+)\s*=\s*["']([^"']*)["']/g)].map(
      ([, name = '', value = '']) => [name.toLowerCase(), value] as const,
    ),
  );
  const viewBox = attributes
    .get('viewbox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] =
    viewBox?.length === 4 && viewBox.every(Number.isFinite)
      ? [viewBox[2], viewBox[3]]
      : [pixelsIn(attributes.get('width')), pixelsIn(attributes.get('height'))];
  if (!width || !height || width <= 0 || height <= 0) throw badRequest(diagramEditorMessages.svgInvalid);
  return { svg, width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
