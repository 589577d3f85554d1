import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { QuotesList } from '@/features/quotes/components/quotes-list';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.quotesPage', {
  title: 'Quotes',
  intro:
    'Business buyers’ requests for a quote on their cart: open one to price each line and set the last day it holds, or refuse it with a note. The buyer is told by SMS and e-mail.',
});

/** /dashboard/quotes (admin, docs/product.md#quotes): every buyer's quotes, by state. */
export default function QuotesRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <QuotesList scope="admin" />
    </>
  );
}
