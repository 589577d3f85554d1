import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { JobsOverview } from '@/features/jobs/components/jobs-overview';

const pageMessages = defineMessages('dashboard.jobsPage', {
  title: 'Jobs',
  intro:
    'The work the shop does in the background: messages to buyers, courier statuses and the release of unpaid orders. A failed job is tried again, waiting longer each time.',
});

export default function JobsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <JobsOverview />
    </>
  );
}
