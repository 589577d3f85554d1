import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, orderLines, orders } from '../../db/schema.js';
import { BYTE_ORDER_MARK } from '../catalogue-file/csv.js';
import { dhakaMonthRange } from './dhaka-time.js';
import { chargedLinesOf, invoiceLinesOf, type ChargedLine } from './vat-lines.js';

type RateTotals = { invoices: number; valuePoisha: number; vatPoisha: number; totalPoisha: number };

const taka = (poisha: number) => (poisha / 100).toFixed(2);

/**
 * GET /api/admin/vat-summary.csv: the invoices issued in a Dhaka calendar month, summed by VAT rate
 * and by whether prices included VAT (ADR 051). Each invoice's lines are worked out as its PDF
 * works them out, so the summary adds up to the invoices to the poisha. UTF-8 with a byte order
 * mark, as the shop's other CSV files, so Excel reads it as UTF-8 rather than the local code page.
 */
export async function vatSummaryCsv(db: Db, month: string): Promise<string> {
  const { from, to } = dhakaMonthRange(month);
  const rows = await db
    .select({
      orderId: invoices.orderId,
      rateBasisPoints: invoices.vatRateBasisPoints,
      pricesIncludeVat: invoices.pricesIncludeVat,
      deliveryFeePoisha: orders.deliveryFeePoisha,
      description: orderLines.productName,
      quantity: orderLines.quantity,
      unitPricePoisha: orderLines.pricePoisha,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, invoices.orderId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)));

  const byInvoice = new Map<string, { rule: (typeof rows)[number]; lines: ChargedLine[] }>();
  for (const row of rows) {
    const entry = byInvoice.get(row.orderId) ?? { rule: row, lines: [] };
    entry.lines.push(row);
    byInvoice.set(row.orderId, entry);
  }
  const byRate = new Map<string, RateTotals>();
  for (const { rule, lines } of byInvoice.values()) {
    // The summary prints no descriptions, so the delivery line needs no name.
    const invoice = invoiceLinesOf(chargedLinesOf(lines, rule.deliveryFeePoisha, ''), rule);
    const key = `${(rule.rateBasisPoints / 100).toFixed(2)},${rule.pricesIncludeVat ? 'included' : 'excluded'}`;
    const sum = byRate.get(key) ?? { invoices: 0, valuePoisha: 0, vatPoisha: 0, totalPoisha: 0 };
    byRate.set(key, {
      invoices: sum.invoices + 1,
      valuePoisha: sum.valuePoisha + invoice.valuePoisha,
      vatPoisha: sum.vatPoisha + invoice.vatPoisha,
      totalPoisha: sum.totalPoisha + invoice.totalPoisha,
    });
  }
  const header = 'month,vat_rate_percent,prices_include_vat,invoices,sales_taka,vat_taka,total_taka';
  const lines = [...byRate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, sum]) =>
        `${month},${key},${sum.invoices},${taka(sum.valuePoisha)},${taka(sum.vatPoisha)},${taka(sum.totalPoisha)}`,
    );
  return `${BYTE_ORDER_MARK}${[header, ...lines].join('\r\n')}\r\n`;
}
