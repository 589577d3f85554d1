import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { OutboxList } from '@/features/outbox/components/outbox-list';

const pageMessages = defineMessages('dashboard.outboxPage', {
  title: 'Outbox',
  intro: 'Every SMS and e-mail the shop has sent, newest first, with what the gateway answered.',
});

export default function OutboxRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <OutboxList />
    </>
  );
}
