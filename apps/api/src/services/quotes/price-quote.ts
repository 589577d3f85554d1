import { and, eq } from 'drizzle-orm';
import {
  isValidityDateAllowed,
  poishaToTaka,
  quoteEndsAt,
  quoteMessages,
  takaToPoisha,
  type Quote,
  type QuotePriceInput,
  type QuoteRefusalInput,
  type SessionUser,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { businessApplications, quoteLines, quotes, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { notifyBuyerOfQuote } from './notify-quote.js';
import { quoteNumberOf, readQuote, recordQuoteEvent } from './quote-of.js';

/** The quote, locked, with what its buyer is told by; 404 if none, 409 once it has been answered. */
async function requestedQuote(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound(quoteMessages.quoteNotFound);
  const [current] = await tx
    .select({
      state: quotes.state,
      buyer: { id: users.id, email: users.email, language: users.language },
      phone: businessApplications.phone,
      businessName: businessApplications.businessName,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.userId))
    .leftJoin(businessApplications, eq(businessApplications.userId, quotes.userId))
    .where(eq(quotes.id, id))
    .for('update', { of: quotes });
  if (!current) throw notFound(quoteMessages.quoteNotFound);
  if (current.state !== 'requested') throw conflict(quoteMessages.notRequested);
  return { ...current, buyer: { ...current.buyer, phone: current.phone }, businessName: current.businessName ?? '' };
}

/**
 * POST /api/admin/quotes/{id}/price (admin): a price for every line of a requested quote and the
 * last day it holds; answered once (409 after). The buyer is told in the same transaction.
 */
export async function priceQuote(db: Db, id: string, input: QuotePriceInput, actor: SessionUser): Promise<Quote> {
  if (!isValidityDateAllowed(input.validUntil)) throw badRequest(quoteMessages.validUntilInvalid);
  await db.transaction(async (tx) => {
    const current = await requestedQuote(tx, id);
    const lines = await tx
      .select({ id: quoteLines.id, partId: quoteLines.partId, quantity: quoteLines.quantity })
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, id));
    const prices = new Map(input.lines.map((line) => [line.partId, takaToPoisha(line.price)]));
    if (
      prices.size !== input.lines.length ||
      prices.size !== lines.length ||
      lines.some((line) => !prices.has(line.partId))
    ) {
      throw badRequest(quoteMessages.linesMismatch);
    }
    for (const line of lines) {
      await tx
        .update(quoteLines)
        .set({ pricePoisha: prices.get(line.partId) })
        .where(eq(quoteLines.id, line.id));
    }
    await tx
      .update(quotes)
      .set({ state: 'priced', validUntil: input.validUntil, endsAt: quoteEndsAt(input.validUntil) })
      .where(and(eq(quotes.id, id), eq(quotes.state, 'requested')));
    await recordQuoteEvent(tx, { quoteId: id, state: 'priced', userId: actor.id, note: input.note });
    const totalPoisha = lines.reduce((sum, line) => sum + (prices.get(line.partId) ?? 0) * line.quantity, 0);
    await notifyBuyerOfQuote(tx, current.buyer, 'priced', {
      number: quoteNumberOf(id),
      businessName: current.businessName,
      note: input.note,
      total: poishaToTaka(totalPoisha),
      validUntil: input.validUntil,
    });
  });
  return readQuote(db, id, undefined);
}

/** POST /api/admin/quotes/{id}/refuse (admin): a requested quote refused with a note; the buyer is told. */
export async function refuseQuote(db: Db, id: string, input: QuoteRefusalInput, actor: SessionUser): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await requestedQuote(tx, id);
    await tx
      .update(quotes)
      .set({ state: 'refused' })
      .where(and(eq(quotes.id, id), eq(quotes.state, 'requested')));
    await recordQuoteEvent(tx, { quoteId: id, state: 'refused', userId: actor.id, note: input.note });
    await notifyBuyerOfQuote(tx, current.buyer, 'refused', {
      number: quoteNumberOf(id),
      businessName: current.businessName,
      note: input.note,
    });
  });
  return readQuote(db, id, undefined);
}
