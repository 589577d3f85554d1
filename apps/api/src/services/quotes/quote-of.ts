import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  poishaToTaka,
  quoteMessages,
  type Quote,
  type QuoteEvent,
  type QuoteState,
  type Quotes,
  type QuotesQuery,
  type SessionUser,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { businessApplications, parts, quoteEvents, quoteLines, quotes, users } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { ownedByOrAdmin } from '../access.js';
import { isUuid } from '../ids.js';

type QuoteRow = typeof quotes.$inferSelect;

/** A quote's short number, said on the phone and in messages. */
export const quoteNumberOf = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`;

/** The state a quote reads as: a priced one whose day has ended is expired (ADR 057). */
export const stateOf = (quote: Pick<QuoteRow, 'state' | 'endsAt'>, now: Date = new Date()): QuoteState =>
  quote.state === 'priced' && quote.endsAt && quote.endsAt <= now ? 'expired' : quote.state;

/** The database's condition for a state as read: `expired` and `priced` are told apart by the date. */
export function stateCondition(state: QuoteState | undefined): SQL | undefined {
  if (!state) return undefined;
  if (state === 'expired') return and(eq(quotes.state, 'priced'), lte(quotes.endsAt, sql`now()`));
  if (state === 'priced') return and(eq(quotes.state, 'priced'), gt(quotes.endsAt, sql`now()`));
  return eq(quotes.state, state);
}

const buyerColumns = {
  name: users.name,
  email: users.email,
  businessName: sql<string>`coalesce(${businessApplications.businessName}, '')`,
};

const selectQuotes = (db: Db | Tx) =>
  db
    .select({ quote: quotes, buyer: buyerColumns })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.userId))
    .leftJoin(businessApplications, eq(businessApplications.userId, quotes.userId));

/** What every answer about a quote says of it, beside its lines and history. */
function summaryOf(row: { quote: QuoteRow; buyer: Quote['buyer'] }, totalPoisha: number | null) {
  const { quote } = row;
  return {
    id: quote.id,
    number: quoteNumberOf(quote.id),
    state: stateOf(quote),
    buyer: row.buyer,
    total: totalPoisha === null ? null : poishaToTaka(totalPoisha),
    validUntil: quote.validUntil,
    orderId: quote.orderId,
    createdAt: quote.createdAt.toISOString(),
  };
}

/** The quotes `actor` may read: their own, or, for an admin, every buyer's. */
export const quoteScope = (actor: SessionUser) => ownedByOrAdmin(quotes.userId, actor);

/** One quote, whole, if `actor` may read it (its buyer or an admin); anyone else's is "not found". */
export async function readQuote(db: Db | Tx, id: string, scope: SQL | undefined): Promise<Quote> {
  if (!isUuid(id)) throw notFound(quoteMessages.quoteNotFound);
  const [row] = await selectQuotes(db).where(and(eq(quotes.id, id), scope));
  if (!row) throw notFound(quoteMessages.quoteNotFound);
  const [lines, events] = await Promise.all([
    db
      .select({
        partId: quoteLines.partId,
        sku: parts.sku,
        name: parts.name,
        nameBn: parts.nameBn,
        quantity: quoteLines.quantity,
        listPricePoisha: quoteLines.listPricePoisha,
        pricePoisha: quoteLines.pricePoisha,
      })
      .from(quoteLines)
      .innerJoin(parts, eq(parts.id, quoteLines.partId))
      .where(eq(quoteLines.quoteId, id))
      .orderBy(asc(quoteLines.position)),
    db
      .select({ state: quoteEvents.state, by: users.name, at: quoteEvents.createdAt, note: quoteEvents.note })
      .from(quoteEvents)
      .leftJoin(users, eq(users.id, quoteEvents.userId))
      .where(eq(quoteEvents.quoteId, id))
      .orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id)),
  ]);
  const isPriced = lines.every((line) => line.pricePoisha !== null);
  const totalPoisha = isPriced ? lines.reduce((sum, line) => sum + (line.pricePoisha ?? 0) * line.quantity, 0) : null;
  const history: QuoteEvent[] = events.map((event) => ({ ...event, at: event.at.toISOString() }));
  const summary = summaryOf(row, totalPoisha);
  // The expiry is a fact of the date, not a move anyone made: it joins the history as it is read.
  if (summary.state === 'expired' && row.quote.endsAt) {
    history.push({ state: 'expired', by: null, at: row.quote.endsAt.toISOString(), note: '' });
  }
  return {
    ...summary,
    note: row.quote.note,
    lines: lines.map((line) => ({
      partId: line.partId,
      sku: line.sku,
      name: line.name,
      nameBn: line.nameBn,
      quantity: line.quantity,
      listPrice: poishaToTaka(line.listPricePoisha),
      price: line.pricePoisha === null ? null : poishaToTaka(line.pricePoisha),
    })),
    history,
  };
}

/**
 * A page of quotes, newest first, of one state or all, scoped by `scope` (a buyer's own, or every
 * buyer's for the admin), paged and filtered in the database.
 */
export async function listQuotes(
  db: Db,
  { state, page, pageSize }: QuotesQuery,
  scope: SQL | undefined,
): Promise<Quotes> {
  const where = and(scope, stateCondition(state));
  const [rows, [total]] = await Promise.all([
    selectQuotes(db)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const ids = rows.map((row) => row.quote.id);
  const sums =
    ids.length === 0
      ? []
      : await db
          .select({
            quoteId: quoteLines.quoteId,
            lineCount: count(),
            unpriced: sql<number>`count(*) filter (where ${quoteLines.pricePoisha} is null)::int`,
            totalPoisha: sql<number>`coalesce(sum(${quoteLines.pricePoisha} * ${quoteLines.quantity}), 0)::int`,
          })
          .from(quoteLines)
          .where(inArray(quoteLines.quoteId, ids))
          .groupBy(quoteLines.quoteId);
  const sumOf = new Map(sums.map((sum) => [sum.quoteId, sum]));
  return {
    items: rows.map((row) => {
      const sum = sumOf.get(row.quote.id);
      const totalPoisha = sum && sum.unpriced === 0 ? sum.totalPoisha : null;
      return { ...summaryOf(row, totalPoisha), lineCount: sum?.lineCount ?? 0 };
    }),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/** Records a move of a quote in its history, in the move's transaction. */
export const recordQuoteEvent = (
  tx: Tx,
  event: { quoteId: string; state: (typeof quotes.$inferSelect)['state']; userId: string; note?: string },
) => tx.insert(quoteEvents).values({ ...event, note: event.note ?? '' });
