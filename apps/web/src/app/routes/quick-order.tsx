import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { QuickOrder } from '@/features/cart/components/quick-order';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('cart.quickOrderPage', {
  title: 'Quick order',
  heading: 'Quick order',
  intro: 'Order many parts at once by their part numbers: paste a list from your notes or a spreadsheet.',
});

/** /quick-order (signed-in buyers): pasted part numbers to the cart in one step. */
export default function QuickOrderRoute() {
  const t = useMessages(pageMessages);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <QuickOrder />
    </div>
  );
}
