import { describe, expect, it } from 'vitest';
import { catalogueFileMessages } from '@motoforge/contract';
import { CsvSyntaxError, parseCsv, toCsvLine } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, numbering records as a spreadsheet does', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi""\r\nthere"\nlast,\r\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"\r\nthere'] },
      { row: 3, cells: ['last', ''] },
    ]);
  });

  it('keeps a last record without a line break, and an empty line as one empty cell', () => {
    expect(parseCsv('a\n\nb')).toEqual([
      { row: 1, cells: ['a'] },
      { row: 2, cells: [''] },
      { row: 3, cells: ['b'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('names the row of a quoted cell that is never closed', () => {
    const read = () => parseCsv('a,b\n1,2\n3,"open\n4,5\n');
    expect(read).toThrow(CsvSyntaxError);
    expect(read).toThrow(catalogueFileMessages.unclosedQuote);
    try {
      read();
    } catch (error) {
      expect((error as CsvSyntaxError).row).toBe(3);
    }
  });
});

describe('toCsvLine', () => {
  it('quotes only the cells that need it, and reads back as written', () => {
    const cells = ['plain', 'a, b', 'say "hi"', 'two\nlines', ' edge', ''];
    const line = toCsvLine(cells);
    expect(line).toBe('plain,"a, b","say ""hi""","two\nlines"," edge",\r\n');
    expect(parseCsv(line)).toEqual([{ row: 1, cells }]);
  });
});
