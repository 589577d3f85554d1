import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Item = { str: string; x: number; y: number; width: number };

/**
 * The text of a PDF's pages as a reader's copy would give it, with pdf.js: one string per line
 * (items of one baseline, left to right), a space where the items have a gap between them, so a
 * table's cells read "Chain 2 100.00 …".
 */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const items: Item[] = content.items
      .filter((item) => 'str' in item && item.str !== '')
      .map((item) => {
        const { str, transform, width } = item as { str: string; transform: number[]; width: number };
        return { str, x: transform[4]!, y: Math.round(transform[5]!), width };
      });
    const byLine = new Map<number, Item[]>();
    for (const item of items) byLine.set(item.y, [...(byLine.get(item.y) ?? []), item]);
    for (const y of [...byLine.keys()].sort((a, b) => b - a)) {
      const row = byLine.get(y)!.sort((a, b) => a.x - b.x);
      let text = '';
      let end = row[0]!.x;
      for (const item of row) {
        text += (item.x - end > 1.5 && !text.endsWith(' ') ? ' ' : '') + item.str;
        end = item.x + item.width;
      }
      lines.push(text.trim());
    }
  }
  await document.destroy();
  return lines;
}
