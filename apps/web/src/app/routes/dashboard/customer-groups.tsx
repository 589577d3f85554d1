import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { CustomerGroupsEditor } from '@/features/business-accounts/components/customer-groups-editor';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.customerGroupsPage', {
  title: 'Customer Groups',
  intro: 'Each approved business account belongs to one group, and is charged its group’s prices.',
});

export default function CustomerGroupsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <CustomerGroupsEditor />
    </>
  );
}
