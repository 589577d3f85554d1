import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { ManageReturns } from '@/features/returns/components/manage-returns';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.returnsPage', {
  title: 'Returns',
  intro:
    'Parts buyers asked to send back. Open the order to accept or refuse, mark the parts received, and refund them. The buyer is told at each step.',
});

export default function ReturnsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <ManageReturns />
    </>
  );
}
