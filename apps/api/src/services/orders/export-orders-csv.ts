import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type AdminOrderFilters,
  ORDER_STATE_LABELS,
  ORDERS_CSV_COLUMNS,
  PAYMENT_METHOD_LABELS,
  poishaToTaka,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { BYTE_ORDER_MARK, toCsvLine } from '../catalogue-file/csv.js';
import { adminOrderColumns, linesOf } from './list-admin-orders.js';
import { orderFilterCondition } from './order-filters.js';

/** Orders read per query: the file goes out a page at a time, never the whole table at once. */
export const ORDERS_CSV_PAGE_SIZE = 500;

/**
 * A cell a spreadsheet will not run (OWASP's CSV injection): text from buyers that starts like a
 * formula (= + - @, or a tab or carriage return before one) is prefixed with a quote mark, which
 * spreadsheets show as text. Quoting for commas and line breaks is toCsvLine's.
 */
export const toInertCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * GET /api/admin/orders.csv: the orders that match, newest first, one record per order line, read
 * as the reader pulls. Pages follow each other by keyset on (created_at, id), compared in the
 * database's own microseconds (a JavaScript Date keeps milliseconds), and each is its own query:
 * on PGlite a transaction held for a slow download would stop every other request.
 */
export async function* exportOrdersCsv(
  db: Db,
  filters: AdminOrderFilters,
  pageSize = ORDERS_CSV_PAGE_SIZE,
): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + toCsvLine(ORDERS_CSV_COLUMNS);
  const where = orderFilterCondition(filters);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...adminOrderColumns, cursor: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          where,
          after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    const last = rows.at(-1);
    if (!last) return;
    const lines = await linesOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows
      .flatMap((row) =>
        (lines.get(row.id) ?? []).map((line) =>
          toCsvLine([
            row.number,
            row.id,
            row.createdAt.toISOString(),
            // The same names as every screen, SMS and e-mail (the contract's label tables).
            ORDER_STATE_LABELS.en[row.state],
            PAYMENT_METHOD_LABELS.en[row.paymentMethod],
            row.paid ? 'true' : 'false',
            toInertCell(row.tnxId ?? ''),
            toInertCell(row.buyerName),
            toInertCell(row.email),
            toInertCell(row.deliveryName ?? row.buyerName),
            toInertCell(row.phone),
            toInertCell(row.address),
            toInertCell(line.productName),
            line.partId,
            String(line.quantity),
            String(poishaToTaka(line.pricePoisha)),
            String(poishaToTaka(row.totalPoisha)),
          ]),
        ),
      )
      .join('');
    if (rows.length < pageSize) return;
    after = { at: last.cursor, id: last.id };
  }
}
