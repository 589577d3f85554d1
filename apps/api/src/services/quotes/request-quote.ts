import { eq } from 'drizzle-orm';
import { quoteMessages, type Quote, type QuoteRequestInput, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { businessApplications, quoteLines, quotes } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http-error.js';
import { ownedBy } from '../access.js';
import { cartLinesOf } from '../cart/account-cart.js';
import { orderablePartsOf } from '../cart/view-cart.js';
import { priceRulesOf, unitPricePoisha } from '../prices/price-rules.js';
import { notifyAdminsOfQuote } from './notify-quote.js';
import { quoteNumberOf, readQuote, recordQuoteEvent } from './quote-of.js';

/**
 * POST /api/quotes: a quote asked for on the account's cart, as it is now. Only for an approved
 * business account (a member of a customer group, ADR 054); each line keeps the buyer's own
 * price when asked, as the admin's reference. The cart stays as it is; every admin is told.
 */
export async function requestQuote(db: Db, input: QuoteRequestInput, actor: SessionUser): Promise<Quote> {
  const id = await db.transaction(async (tx) => {
    const cart = await cartLinesOf(tx, actor.id);
    const rules = await priceRulesOf(
      tx,
      actor.id,
      cart.map((line) => line.partId),
    );
    if (!rules) throw forbidden(quoteMessages.notBusinessBuyer);
    const partsNow = new Map(
      (
        await orderablePartsOf(
          tx,
          cart.map((line) => line.partId),
        )
      ).map((part) => [part.id, part]),
    );
    const lines = cart.flatMap(({ partId, quantity }) => {
      const part = partsNow.get(partId);
      return part && !part.deletedAt ? [{ part, quantity }] : [];
    });
    if (lines.length === 0) throw badRequest(quoteMessages.cartEmpty);
    const [quote] = await tx.insert(quotes).values({ userId: actor.id, note: input.note }).returning({ id: quotes.id });
    if (!quote) throw new Error('insert returned no row');
    await tx.insert(quoteLines).values(
      lines.map(({ part, quantity }, position) => ({
        quoteId: quote.id,
        position,
        partId: part.id,
        quantity,
        listPricePoisha: unitPricePoisha(rules, part, quantity),
      })),
    );
    await recordQuoteEvent(tx, { quoteId: quote.id, state: 'requested', userId: actor.id, note: input.note });
    const [business] = await tx
      .select({ name: businessApplications.businessName })
      .from(businessApplications)
      .where(eq(businessApplications.userId, actor.id));
    await notifyAdminsOfQuote(tx, 'requested', {
      number: quoteNumberOf(quote.id),
      businessName: business?.name ?? actor.email,
      note: input.note,
    });
    return quote.id;
  });
  return readQuote(db, id, ownedBy(quotes.userId, actor));
}
