import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PurchasePart } from '@/features/orders/components/purchase-part';

export default function PurchaseRoute() {
  const { id = '' } = useParams();
  // <RequireAuth> renders this page only for a signed-in user.
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`Purchase — ${brand.name}`}</PageTitle>
      {user && <PurchasePart partId={id} buyer={{ email: user.email, displayName: user.displayName }} />}
    </div>
  );
}
