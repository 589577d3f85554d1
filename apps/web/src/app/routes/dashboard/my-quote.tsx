import type { Cart, Quote } from '@motoforge/contract';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLastDelivery } from '@/features/orders/api/get-last-delivery';
import { CheckoutForm } from '@/features/orders/components/checkout-form';
import { QuoteDetails } from '@/features/quotes/components/quote-details';
import { QuotePage } from '@/features/quotes/components/quote-page';
import { useValidUntil } from '@/features/quotes/components/valid-until';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { useFreshPublicConfig } from '@/lib/public-config';

const pageMessages = defineMessages('dashboard.myQuotePage', {
  myQuotes: 'My Quotes',
  accept: 'Accept this quote',
  acceptIntro: params(
    'Accept it by {date} to order these parts at exactly these prices: say where to deliver and how you pay.',
  ),
  waiting: 'The shop has not priced this quote yet. We will tell you by SMS and e-mail.',
  expired: params('This quote was valid until {date}. Ask for a new one from your cart.'),
});

/**
 * /dashboard/myquotes/{id} (its buyer, docs/product.md#quotes): the quote and its history; a priced
 * one within its date is accepted with the checkout's own form, and becomes an order at its prices.
 */
export default function MyQuoteRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  return (
    <QuotePage id={id} list={{ to: paths.dashboard.myQuotes.getHref(), label: t.myQuotes }}>
      {(quote, reload) => (
        <>
          <QuoteStatus quote={quote} onChanged={reload} />
          <QuoteDetails quote={quote} isAdmin={false} />
        </>
      )}
    </QuotePage>
  );
}

/** What the buyer may do with the quote now: wait, accept it, or ask again. */
function QuoteStatus({ quote, onChanged }: { quote: Quote; onChanged: () => void }) {
  const t = useMessages(pageMessages);
  const validUntil = useValidUntil();
  if (quote.state === 'requested') return <p className="alert alert-info alert-soft">{t.waiting}</p>;
  if (quote.state === 'expired' && quote.validUntil)
    return <p className="alert alert-warning alert-soft">{t.expired({ date: validUntil(quote.validUntil) })}</p>;
  if (quote.state !== 'priced' || !quote.validUntil) return null;
  return (
    <section aria-labelledby="accept-quote" className="grid gap-3">
      <h2 id="accept-quote" className="text-2xl font-bold">
        {t.accept}
      </h2>
      <p className="text-base-content/80">{t.acceptIntro({ date: validUntil(quote.validUntil) })}</p>
      <AcceptQuote quote={quote} onChanged={onChanged} />
    </section>
  );
}

/** The checkout's form, for the quote's lines at the quoted prices (the server charges those, not these). */
function AcceptQuote({ quote, onChanged }: { quote: Quote; onChanged: () => void }) {
  const { user } = useAuth();
  const { query: config, fresh } = useFreshPublicConfig();
  const lastDelivery = useLastDelivery();
  if (config.isError)
    return (
      <ErrorState
        message={toErrorMessage(config.error)}
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  if (!fresh || lastDelivery.isPending || !user) return <LoadingScreen />;
  const cart: Cart = {
    lines: quote.lines.map((line) => ({
      partId: line.partId,
      quantity: line.quantity,
      part: {
        name: line.name,
        nameBn: line.nameBn,
        img: '',
        price: line.price ?? line.listPrice,
        listPrice: line.price ?? line.listPrice,
        minimumOrder: 1,
        availableQuantity: line.quantity,
      },
      problem: null,
    })),
    subtotal: quote.total ?? 0,
    group: null,
  };
  return (
    <CheckoutForm
      cart={cart}
      buyerName={user.displayName}
      lastDelivery={lastDelivery.data?.address}
      checkout={fresh.checkout}
      onCartChanged={onChanged}
      quoteId={quote.id}
    />
  );
}
