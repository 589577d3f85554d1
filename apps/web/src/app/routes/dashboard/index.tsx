import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

const pageMessages = defineMessages('dashboard.indexPage', { title: 'Dashboard' });

export default function DashboardIndexRoute() {
  const t = useMessages(pageMessages);
  const { user, isAdmin } = useAuth();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <DashboardWelcome name={user?.displayName ?? ''} isAdmin={isAdmin} />
    </>
  );
}
