import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { BusinessApplicationsList } from '@/features/business-accounts/components/business-applications-list';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.businessAccountsPage', {
  title: 'Business Accounts',
  intro:
    'Workshops’ and dealers’ applications: approve each into a customer group, or refuse it with a note. The buyer is told by SMS and e-mail.',
});

export default function BusinessAccountsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <BusinessApplicationsList />
    </>
  );
}
