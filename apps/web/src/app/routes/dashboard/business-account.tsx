import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { BusinessAccountPanel } from '@/features/business-accounts/components/business-account-panel';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.businessAccountPage', { title: 'Business Account' });

export default function BusinessAccountRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-4 text-3xl font-extrabold">{t.title}</h1>
      <BusinessAccountPanel />
    </>
  );
}
