import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

export default function DashboardIndexRoute() {
  const { user } = useAuth();
  return (
    <>
      <title>{`Dashboard — ${brand.name}`}</title>
      <DashboardWelcome name={user?.displayName ?? ''} />
    </>
  );
}
