import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { poishaToTaka, quoteMessages, type QuoteAcceptInput, type SessionUser } from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { businessApplications, quoteLines, quotes } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { ownedBy } from '../access.js';
import { isUuid } from '../ids.js';
import { placeOrder, type PlaceOrderSettings } from '../orders/place-order.js';
import { notifyAdminsOfQuote } from './notify-quote.js';
import { quoteNumberOf, recordQuoteEvent, stateOf } from './quote-of.js';

/** Why a quote that is not priced and within its date cannot be accepted. */
function refusalOf(quote: Pick<typeof quotes.$inferSelect, 'state' | 'endsAt' | 'validUntil'>) {
  const state = stateOf(quote);
  if (state === 'accepted') return conflict(quoteMessages.alreadyAccepted);
  if (state === 'refused') return conflict(quoteMessages.wasRefused);
  if (state === 'expired') return conflict(quoteMessages.expired(quote.validUntil ?? ''));
  return conflict(quoteMessages.notPriced);
}

/**
 * POST /api/quotes/{id}/accept (its buyer only): the quote becomes an order at exactly its prices,
 * through the one way orders are placed (placeOrder), delivered and paid as the checkout's are.
 * The move to accepted is one conditional UPDATE (priced, and its day not ended) in the order's
 * transaction: a second or concurrent accept finds it accepted and is answered 409, so one quote
 * makes one order (ADR 057). Every admin is told.
 */
export async function acceptQuote(
  db: Db,
  id: string,
  input: QuoteAcceptInput & { idempotencyKey?: string },
  actor: SessionUser,
  settings: PlaceOrderSettings,
) {
  if (!isUuid(id)) throw notFound(quoteMessages.quoteNotFound);
  const owned = and(eq(quotes.id, id), ownedBy(quotes.userId, actor));
  const lines = await db
    .select({ partId: quoteLines.partId, quantity: quoteLines.quantity, pricePoisha: quoteLines.pricePoisha })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(owned)
    .orderBy(asc(quoteLines.position));
  if (lines.length === 0) throw notFound(quoteMessages.quoteNotFound);
  const unitPoisha = new Map(
    lines.flatMap((line) => (line.pricePoisha === null ? [] : [[line.partId, line.pricePoisha]])),
  );

  const claim = async (tx: Tx) => {
    const claimed = await tx
      .update(quotes)
      .set({ state: 'accepted' })
      .where(and(owned, eq(quotes.state, 'priced'), gt(quotes.endsAt, sql`now()`)))
      .returning({ id: quotes.id });
    if (claimed.length > 0) return;
    const [quote] = await tx
      .select({ state: quotes.state, endsAt: quotes.endsAt, validUntil: quotes.validUntil })
      .from(quotes)
      .where(owned);
    throw quote ? refusalOf(quote) : notFound(quoteMessages.quoteNotFound);
  };
  const record = async (tx: Tx, orderId: string) => {
    await tx.update(quotes).set({ orderId }).where(owned);
    await recordQuoteEvent(tx, { quoteId: id, state: 'accepted', userId: actor.id });
    const [business] = await tx
      .select({ name: businessApplications.businessName })
      .from(businessApplications)
      .where(eq(businessApplications.userId, actor.id));
    const totalPoisha = lines.reduce((sum, line) => sum + (line.pricePoisha ?? 0) * line.quantity, 0);
    await notifyAdminsOfQuote(tx, 'accepted', {
      number: quoteNumberOf(id),
      businessName: business?.name ?? actor.email,
      note: '',
      total: poishaToTaka(totalPoisha),
    });
  };

  return placeOrder(
    db,
    {
      lines: lines.map(({ partId, quantity }) => ({ partId, quantity })),
      delivery: { address: input.address },
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
      answers: 'checkout',
      quote: { unitPoisha, claim, record },
    },
    actor,
    settings,
  );
}
