import type { Quote } from '@motoforge/contract';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundState } from '@/components/ui/not-found-state';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { useQuote } from '../api/get-quote';

const pageMessages = defineMessages('quotes.page', {
  title: 'Quote',
  heading: params('Quote {number}'),
  notFoundTitle: 'Quote not found',
  notFound: 'No quote has this address, or it is not yours to read.',
});

type QuotePageProps = {
  id: string;
  /** Where a quote that is not there sends the reader instead: their list. */
  list: { to: string; label: string };
  children: (quote: Quote, reload: () => void) => ReactNode;
};

/** A quote's page, its buyer's or the admin's: loading, not found, or the quote under its number. */
export function QuotePage({ id, list, children }: QuotePageProps) {
  const t = useMessages(pageMessages);
  const quote = useQuote(id);
  return (
    <>
      <PageTitle>{`${quote.data ? t.heading({ number: quote.data.number }) : t.title} — ${brand.name}`}</PageTitle>
      <QueryContent
        query={quote}
        errorByStatus={{
          404: () => (
            <NotFoundState as="h1" title={t.notFoundTitle} link={list}>
              {t.notFound}
            </NotFoundState>
          ),
        }}
      >
        {(loaded) => (
          <div className="grid gap-6">
            <h1 className="text-3xl font-extrabold">{t.heading({ number: loaded.number })}</h1>
            {children(loaded, () => void quote.refetch())}
          </div>
        )}
      </QueryContent>
    </>
  );
}
