import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

export default function DashboardIndexRoute() {
  const { user, isAdmin } = useAuth();
  return (
    <>
      <PageTitle>{`Dashboard — ${brand.name}`}</PageTitle>
      <DashboardWelcome name={user?.displayName ?? ''} isAdmin={isAdmin} />
    </>
  );
}
