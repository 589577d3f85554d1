import { catalogueFileMessages, type CatalogueRowError } from '@motoforge/contract';

/**
 * RFC 4180 CSV, as spreadsheets write and read it. Hand-written rather than a dependency: reading
 * is one loop over quoted and bare cells, and the importer needs each record's row number as a
 * spreadsheet shows it (a quoted cell may hold line breaks), which is simplest to keep here.
 */

/** A record of the file and its row number as a spreadsheet shows it (the first record is row 1). */
export type CsvRecord = { row: number; cells: string[] };

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * An uploaded file as its header record and the records under it, or the one problem that stops it
 * being read at all: a quoted cell never closed, or no record (`emptyMessage`, on row 1). Every
 * importer starts here, then checks the header's columns its own way.
 */
export function readCsvFile(
  text: string,
  emptyMessage: string,
): { header: CsvRecord; body: CsvRecord[] } | { problem: CatalogueRowError } {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { problem: { row: error.row, message: error.message } };
    throw error;
  }
  const [header, ...body] = records;
  return header ? { header, body } : { problem: { row: 1, message: emptyMessage } };
}

/** Written first, so that spreadsheets read the file as UTF-8 (taka signs, Bangla names). */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The file's records. Cells may be quoted (`"a, ""b"""`), records end with CRLF or LF, a byte order
 * mark is skipped, and a final line break ends the last record rather than starting one. Throws a
 * `CsvSyntaxError` for a quoted cell that is never closed.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const end = text.length;
  let at = text.startsWith(BYTE_ORDER_MARK) ? 1 : 0;
  if (at === end) return records;
  let cells: string[] = [];
  for (;;) {
    let cell: string;
    if (text[at] === '"') {
      const pieces: string[] = [];
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvSyntaxError(records.length + 1, catalogueFileMessages.unclosedQuote);
        pieces.push(text.slice(from, quote));
        if (text[quote + 1] !== '"') {
          at = quote + 1;
          break;
        }
        pieces.push('"');
        from = quote + 2;
      }
      // Anything between the closing quote and the next delimiter is kept, as spreadsheets do.
      const next = nextDelimiter(text, at);
      cell = pieces.join('') + text.slice(at, next);
      at = next;
    } else {
      const next = nextDelimiter(text, at);
      cell = text.slice(at, next);
      at = next;
    }
    cells.push(cell);
    if (at < end && text[at] === ',') {
      at += 1;
      continue;
    }
    records.push({ row: records.length + 1, cells });
    cells = [];
    if (at >= end) return records;
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    if (at >= end) return records;
  }
}

function nextDelimiter(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === ',' || char === '\n' || char === '\r') return at;
  }
  return text.length;
}

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function toCsvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function toCsvLine(cells: readonly string[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}
