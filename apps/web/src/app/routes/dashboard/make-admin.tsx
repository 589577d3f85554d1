import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { MakeAdmin } from '@/features/users/components/make-admin';

const pageMessages = defineMessages('dashboard.makeAdminPage', { title: 'Make Admin' });

export default function MakeAdminRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <MakeAdmin />
    </>
  );
}
