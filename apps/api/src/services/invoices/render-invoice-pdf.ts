import type { Language } from '@motoforge/contract';
import { fontRuns, invoiceFonts, type FontName } from './invoice-fonts.js';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.js';
import type { InvoiceDocument } from './get-invoice-document.js';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

const PAGE = { margin: 40, width: 595.28 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lines' table: each column's width, in points; together the page's content width. */
const COLUMNS = [
  { key: 'description', width: 165, align: 'left' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unitPrice', width: 65, align: 'right' },
  { key: 'value', width: 70, align: 'right' },
  { key: 'vatRate', width: 45, align: 'right' },
  { key: 'vat', width: 60, align: 'right' },
  { key: 'total', width: 70, align: 'right' },
] as const satisfies { key: keyof InvoiceLabels; width: number; align: Align }[];

const numberFormat = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'en' ? 'en-IN' : 'bn-BD', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** Text in one line at (x, y) within `width`, in runs of the font each script needs. */
function line(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'left', isBold = false) {
  const runs = fontRuns(text, isBold).map((run) => ({ ...run, width: doc.font(run.font).widthOfString(run.text) }));
  let left = align === 'right' ? x + width - runs.reduce((sum, run) => sum + run.width, 0) : x;
  for (const run of runs) {
    doc.font(run.font).text(run.text, left, y, { lineBreak: false });
    left += run.width;
  }
}

/** Text that may wrap within `width`, set run after run; answers the y below it. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number): number {
  const runs = fontRuns(text || ' ');
  doc.text('', x, y, { width, continued: true });
  runs.forEach((run, index) => doc.font(run.font).text(run.text, { width, continued: index < runs.length - 1 }));
  return doc.y;
}

function party(doc: Doc, t: InvoiceLabels, title: string, who: InvoiceDocument['buyer'], x: number, y: number) {
  const width = CONTENT_WIDTH / 2 - 10;
  doc.fontSize(11);
  line(doc, title, x, y, width, 'left', true);
  doc.fontSize(9);
  let below = paragraph(doc, `${t.name}: ${who.name}`, x, y + 16, width);
  below = paragraph(doc, `${t.address}: ${who.address}`, x, below + 2, width);
  if (who.phone) below = paragraph(doc, `${t.phone}: ${who.phone}`, x, below + 2, width);
  // An empty BIN still prints its label, so the buyer's BIN has a clean place to go (ADR 051).
  below = paragraph(doc, `${t.bin}: ${who.bin}`, x, below + 2, width);
  // A business buyer's delivery address, when it is not the registered one above (ADR 067).
  if (who.destination) below = paragraph(doc, `${t.destination}: ${who.destination}`, x, below + 2, width);
  return below;
}

function table(doc: Doc, t: InvoiceLabels, invoice: InvoiceDocument, language: Language, top: number): number {
  const taka = numberFormat(language, 2);
  const count = numberFormat(language, 0);
  const rate = `${numberFormat(language, invoice.vat.rateBasisPoints % 100 === 0 ? 0 : 2).format(invoice.vat.rateBasisPoints / 100)}%`;
  /**
   * A row of cells at `y`; a long description wraps in its column, and `listPrice` goes under it.
   * Answers the row's bottom.
   */
  const row = (
    cells: Record<(typeof COLUMNS)[number]['key'], string>,
    y: number,
    { isBold = false, listPrice = '' } = {},
  ) => {
    let x = PAGE.margin;
    let bottom = y + 12;
    for (const column of COLUMNS) {
      if (column.key === 'description' && !isBold) {
        let below = paragraph(doc, cells.description, x + 3, y, column.width - 6);
        if (listPrice) below = paragraph(doc, listPrice, x + 3, below + 1, column.width - 6);
        bottom = Math.max(bottom, below);
      } else line(doc, cells[column.key], x + 3, y, column.width - 6, column.align, isBold);
      x += column.width;
    }
    return bottom;
  };
  doc.fontSize(8.5);
  const headings = Object.fromEntries(COLUMNS.map((column) => [column.key, t[column.key]]));
  row(headings as Record<(typeof COLUMNS)[number]['key'], string>, top, { isBold: true });
  let y = top + 18;
  doc
    .moveTo(PAGE.margin, y - 4)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y - 4)
    .stroke();
  for (const item of invoice.lines) {
    const bottom = row(
      {
        description: item.description,
        quantity: count.format(item.quantity),
        unitPrice: taka.format(item.unitPricePoisha / 100),
        value: taka.format(item.valuePoisha / 100),
        vatRate: rate,
        vat: taka.format(item.vatPoisha / 100),
        total: taka.format(item.totalPoisha / 100),
      },
      y,
      // A member's or a quote's price below the list price shows the list price it came down from.
      {
        listPrice:
          item.listPricePoisha && item.listPricePoisha > item.unitPricePoisha
            ? `${t.listPrice} ${taka.format(item.listPricePoisha / 100)}`
            : '',
      },
    );
    y = bottom + 4;
  }
  doc
    .moveTo(PAGE.margin, y - 4)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y - 4)
    .stroke();
  return y + 4;
}

function totals(doc: Doc, t: InvoiceLabels, invoice: InvoiceDocument, language: Language, top: number) {
  const taka = numberFormat(language, 2);
  const x = PAGE.margin + CONTENT_WIDTH - 250;
  const rows: [string, number][] = [
    [t.totalValue, invoice.valuePoisha],
    [t.totalVat, invoice.vatPoisha],
    [t.grandTotal, invoice.totalPoisha],
  ];
  doc.fontSize(10);
  rows.forEach(([label, poisha], index) => {
    const isLast = index === rows.length - 1;
    line(doc, label, x, top + index * 16, 150, 'left', isLast);
    line(doc, taka.format(poisha / 100), x + 150, top + index * 16, 100, 'right', isLast);
  });
  doc.fontSize(9);
  line(
    doc,
    invoice.vat.pricesIncludeVat ? t.included : t.excluded,
    PAGE.margin,
    top + rows.length * 16 + 10,
    CONTENT_WIDTH,
  );
}

const issuedAtText = (language: Language, issuedAt: Date) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'bn-BD', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(issuedAt);

/**
 * The invoice as a PDF (Mushak 6.3's fields) in `language`, its fonts embedded (ADR 051). PDFKit is
 * loaded at the first invoice, not at a server's start (docs/performance.md#what-was-done).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = INVOICE_LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${t.title} ${invoice.number}`, Author: invoice.seller.name },
  });
  for (const [name, file] of Object.entries(invoiceFonts())) doc.registerFont(name as FontName, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(16);
  line(doc, `${t.title} (${t.form})`, PAGE.margin, PAGE.margin, CONTENT_WIDTH, 'left', true);
  doc.fontSize(10);
  line(doc, `${t.number}: ${invoice.number}`, PAGE.margin, PAGE.margin + 26, CONTENT_WIDTH);
  line(doc, `${t.issuedAt}: ${issuedAtText(language, invoice.issuedAt)}`, PAGE.margin, PAGE.margin + 40, CONTENT_WIDTH);
  line(doc, `${t.order}: ${invoice.orderNumber}`, PAGE.margin, PAGE.margin + 54, CONTENT_WIDTH);

  const partiesTop = PAGE.margin + 80;
  const sellerBottom = party(
    doc,
    t,
    t.seller,
    { ...invoice.seller, phone: '', destination: '' },
    PAGE.margin,
    partiesTop,
  );
  const buyerBottom = party(doc, t, t.buyer, invoice.buyer, PAGE.margin + CONTENT_WIDTH / 2 + 10, partiesTop);
  doc.fontSize(8.5);
  const tableTop = Math.max(sellerBottom, buyerBottom) + 18;
  line(doc, t.taka, PAGE.margin, tableTop, CONTENT_WIDTH, 'right');
  const tableBottom = table(doc, t, invoice, language, tableTop + 14);
  totals(doc, t, invoice, language, tableBottom);
  doc.end();
  return done;
}
