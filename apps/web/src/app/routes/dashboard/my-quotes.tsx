import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { QuotesList } from '@/features/quotes/components/quotes-list';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.myQuotesPage', {
  title: 'My Quotes',
  intro:
    'A business account may ask the shop to price its cart. Once priced, accept a quote by its date to order at exactly those prices.',
});

/** /dashboard/myquotes (docs/product.md#quotes): the buyer's own quotes, by state. */
export default function MyQuotesRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <QuotesList scope="mine" />
    </>
  );
}
