import { and, eq, sql } from 'drizzle-orm';
import { isInvoiced, messages, vatInvoiceMessages, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications, invoiceSerials, invoices, orders } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { ownedByOrAdmin } from '../access.js';
import { isUuid } from '../ids.js';
import { getVatSettings } from '../shop-settings/get-vat-settings.js';
import { fiscalYearOf } from './dhaka-time.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** PREFIX-2026-27-000001: the prefix, the fiscal year and the serial in it, six digits at least. */
export const invoiceNumberOf = (prefix: string, fiscalYear: string, serial: number) =>
  `${prefix}-${fiscalYear}-${String(serial).padStart(6, '0')}`;

/**
 * The order's VAT invoice, issued now if it has none yet (ADR 051): for its buyer or an admin, else
 * "not found". One transaction locks the order (so two first downloads make one invoice), raises the
 * fiscal year's counter row with `… returning` (which holds that row until commit, so serials are
 * handed out one at a time) and stores the invoice: a rollback undoes the counter too, so no serial
 * is lost or given twice.
 */
export async function issueInvoice(db: Db, orderId: string, actor: SessionUser, now = new Date()): Promise<InvoiceRow> {
  if (!isUuid(orderId)) throw notFound(messages.orderNotFound);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        state: orders.state,
        buyerBin: businessApplications.bin,
        buyerName: businessApplications.businessName,
        buyerAddress: businessApplications.address,
      })
      .from(orders)
      // The buyer's BIN, registered name and address, kept as issued: an approved business
      // account's, which the shop checked (ADR 067).
      .leftJoin(
        businessApplications,
        and(eq(businessApplications.userId, orders.userId), eq(businessApplications.state, 'approved')),
      )
      .where(and(eq(orders.id, orderId), ownedByOrAdmin(orders.userId, actor)))
      .for('update', { of: orders });
    if (!order) throw notFound(messages.orderNotFound);
    const [issued] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
    if (issued) return issued;
    if (!isInvoiced(order)) throw conflict(vatInvoiceMessages.notConfirmed);

    const fiscalYear = fiscalYearOf(now);
    const [counter] = await tx
      .insert(invoiceSerials)
      .values({ fiscalYear, lastSerial: 1 })
      .onConflictDoUpdate({
        target: invoiceSerials.fiscalYear,
        set: { lastSerial: sql`${invoiceSerials.lastSerial} + 1` },
      })
      .returning({ serial: invoiceSerials.lastSerial });
    if (!counter) throw new Error('the invoice counter returned no row');
    const settings = await getVatSettings(tx);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        orderId,
        fiscalYear,
        serial: counter.serial,
        number: invoiceNumberOf(settings.invoicePrefix, fiscalYear, counter.serial),
        issuedAt: now,
        sellerName: settings.sellerName,
        sellerAddress: settings.sellerAddress,
        sellerBin: settings.bin,
        buyerBin: order.buyerBin ?? '',
        buyerName: order.buyerName ?? '',
        buyerAddress: order.buyerAddress ?? '',
        vatRateBasisPoints: settings.rateBasisPoints,
        pricesIncludeVat: settings.pricesIncludeVat,
      })
      .returning();
    if (!invoice) throw new Error('the invoice insert returned no row');
    return invoice;
  });
}
