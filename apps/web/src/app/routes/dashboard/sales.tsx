import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { SalesReport, salesPeriodFrom } from '@/features/orders/components/sales-report';
import { WrongFitReport } from '@/features/returns/components/wrong-fit-report';

const pageMessages = defineMessages('dashboard.salesPage', {
  title: 'Sales',
  intro: 'How the shop is doing: revenue per day, orders by state, the parts that sell, and how buyers pay.',
});

export default function SalesRoute() {
  const t = useMessages(pageMessages);
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <SalesReport days={salesPeriodFrom(searchParams.get('days'))} />
      <WrongFitReport />
    </>
  );
}
