import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AnswerQuoteForm } from '@/features/quotes/components/answer-quote-form';
import { QuoteDetails } from '@/features/quotes/components/quote-details';
import { QuotePage } from '@/features/quotes/components/quote-page';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.quotePage', { allQuotes: 'All quotes' });

/** /dashboard/quotes/{id} (admin, docs/product.md#quotes): a quote, and while requested, its answer. */
export default function QuoteRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  return (
    <QuotePage id={id} list={{ to: paths.dashboard.quotes.getHref(), label: t.allQuotes }}>
      {(quote) => (
        <>
          {quote.state === 'requested' && <AnswerQuoteForm quote={quote} />}
          <QuoteDetails quote={quote} isAdmin />
        </>
      )}
    </QuotePage>
  );
}
