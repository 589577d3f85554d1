import { normalizePartNumber, toAsciiDigits } from '@motoforge/contract';

/** One way to read a line: its part number and quantity (null when it is not a whole number). */
export type Reading = { partNumber: string; normal: string; quantity: number | null };
/** A pasted line and the ways to read it, the likeliest first. */
export type PastedLine = { input: string; readings: [Reading, ...Reading[]] };

/** A cell as a spreadsheet writes it: "\"06455-KWB-601\"" is 06455-KWB-601. */
const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replaceAll('""', '"')
    .trim();
/** A heading a spreadsheet puts above its rows: "Part number, Quantity", "SKU;Qty". */
const HEADING = /^(part|sku|oem|item|number)\b.*(qty|quantity|pcs|amount)\s*$/i;

function quantityOf(cell: string): number | null {
  const text = toAsciiDigits(cell).trim();
  if (text === '') return 1;
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

const reading = (partNumber: string, quantity: number | null): Reading => ({
  partNumber,
  normal: normalizePartNumber(partNumber),
  quantity,
});

/**
 * The readings of one line (ADR 050). A tab, comma or semicolon separates the part number from the
 * quantity; without one, the last word is the quantity when it is a number. "06455 KWB 601" could
 * be part 06455 KWB, 601 of them, or part 06455 KWB 601, one: both readings go to the database,
 * and the first that names a part wins.
 */
function readingsOf(line: string): PastedLine['readings'] {
  const [first = '', second, ...more] = line.split(/[\t,;]/);
  if (second !== undefined || more.length > 0) return [reading(unquote(first), quantityOf(unquote(second ?? '')))];
  const words = line.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && /^[\d০-৯]+$/.test(last)) {
    return [reading(words.slice(0, -1).join(' '), quantityOf(last)), reading(line.trim(), 1)];
  }
  return [reading(line.trim(), 1)];
}

/**
 * The non-blank lines of pasted text or a CSV file, each with its readings; a spreadsheet's heading
 * on the first line is left out. Null when there are more than `max` lines.
 */
export function readQuickOrderLines(text: string, max: number): PastedLine[] | null {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && unquote(line.replace(/[\t,;]/g, '')) !== '');
  if (lines[0] && HEADING.test(lines[0].replace(/"/g, ''))) lines.shift();
  if (lines.length > max) return null;
  return lines.map((input) => ({ input, readings: readingsOf(input) }));
}
