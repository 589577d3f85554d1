import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { VitalsOverview } from '@/features/vitals/components/vitals-overview';

const pageMessages = defineMessages('dashboard.vitalsPage', {
  title: 'Field Vitals',
  intro:
    'How fast the shop is for real visitors: a sample of visits reports how long the page took to show its main content (LCP), to answer a tap (INP), and how much it moved while loading (CLS). Each figure is the 75th percentile: three visits in four did at least as well.',
});

export default function VitalsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6 max-w-3xl">{t.intro}</p>
      <VitalsOverview />
    </>
  );
}
