import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { PartFitment } from '@/features/catalogue/components/part-fitment';
import { PurchasePart } from '@/features/orders/components/purchase-part';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useCurrentBike } from './current-bike';

const pageMessages = defineMessages('orders.purchasePage', { title: 'Purchase' });

export default function PurchaseRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  // <RequireAuth> renders this page only for a signed-in user.
  const { user } = useAuth();
  const currentBike = useCurrentBike();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      {/* Said before the order is placed: a part that does not fit the rider's bike is worth a second look. */}
      <div className="mb-4 empty:hidden">
        <PartFitment partId={id} currentBike={currentBike} />
      </div>
      {user && (
        <PurchasePart
          partId={id}
          buyer={{ email: user.email, displayName: user.displayName }}
          renderAddToCart={(part) => <AddToCartButton part={part} className="btn-outline w-full" />}
        />
      )}
    </div>
  );
}
