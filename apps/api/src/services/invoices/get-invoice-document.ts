import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, users } from '../../db/schema.js';
import type { InvoiceRow } from './issue-invoice.js';
import { chargedLinesOf, invoiceLinesOf } from './vat-lines.js';

/** Everything an invoice prints (Mushak 6.3's fields, docs/decisions/051-vat-invoices.md). */
export type InvoiceDocument = Awaited<ReturnType<typeof getInvoiceDocument>>;

/**
 * The invoice's content: the seller (and a business buyer) as the invoice was issued, the buyer's
 * delivery and the lines as the order was placed, and the VAT worked out under the rate the invoice was issued with. `deliveryLabel`
 * names the delivery fee's line in the invoice's language.
 */
export async function getInvoiceDocument(db: Db, invoice: InvoiceRow, deliveryLabel: string) {
  const [order] = await db
    .select({
      number: orders.number,
      address: orders.address,
      phone: orders.phone,
      deliveryName: orders.deliveryName,
      accountName: users.name,
      deliveryFeePoisha: orders.deliveryFeePoisha,
      totalPoisha: orders.totalPoisha,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, invoice.orderId));
  if (!order) throw new Error(`invoice ${invoice.number} has no order`);
  const lines = await db
    .select({
      description: orderLines.productName,
      quantity: orderLines.quantity,
      unitPricePoisha: orderLines.pricePoisha,
      listPricePoisha: orderLines.listPricePoisha,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, invoice.orderId))
    .orderBy(asc(orderLines.position));
  const charged = chargedLinesOf(lines, order.deliveryFeePoisha, deliveryLabel);
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: order.number,
    seller: { name: invoice.sellerName, address: invoice.sellerAddress, bin: invoice.sellerBin },
    // A business buyer is named as registered, with the delivery address as the supply's
    // destination; anyone else by the delivery name and address (ADR 067).
    buyer: {
      name: invoice.buyerName || (order.deliveryName ?? order.accountName),
      address: invoice.buyerAddress || order.address,
      phone: order.phone,
      bin: invoice.buyerBin,
      destination: invoice.buyerAddress ? order.address : '',
    },
    vat: { rateBasisPoints: invoice.vatRateBasisPoints, pricesIncludeVat: invoice.pricesIncludeVat },
    ...invoiceLinesOf(charged, {
      rateBasisPoints: invoice.vatRateBasisPoints,
      pricesIncludeVat: invoice.pricesIncludeVat,
    }),
  };
}
