import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { defineMessages, useMessages } from '@/lib/i18n';
import { keepViewedPart } from '@/lib/offline-copy';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useMemberPrices } from '@/features/catalogue/api/get-member-prices';
import { usePart } from '@/features/catalogue/api/get-part';
import { PartDetails } from '@/features/catalogue/components/part-details';
import { PartDiagrams } from '@/features/catalogue/components/part-diagrams';
import { GarageBar } from '@/features/garage/components/garage-bar';
import { shopHrefFor, diagramsHrefFor, useCurrentBike } from './current-bike';

const partPageMessages = defineMessages('shop.partPage', { edit: 'Edit this product' });

/** The public part page, /parts/{id}; the part names the page itself (its title and head tags). */
export default function PartRoute() {
  const { id = '' } = useParams();
  const currentBike = useCurrentBike();
  const { isAdmin, user } = useAuth();
  const t = useMessages(partPageMessages);
  useKeepViewedPart(id, user?.id);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      {isAdmin && (
        <Link to={paths.dashboard.editProduct.getHref(id)} className="btn btn-outline btn-sm justify-self-end">
          {t.edit}
        </Link>
      )}
      <PartDetails
        partId={id}
        currentBike={currentBike}
        renderAddToCart={(part) => <AddToCartButton part={part} className="btn-outline btn-lg" />}
      />
      <HydrateLater>
        <PartDiagrams partId={id} />
        <GarageBar shopHref={shopHrefFor} diagramsHref={diagramsHrefFor} />
      </HydrateLater>
    </div>
  );
}

/**
 * A signed-in rider's viewed part, kept for the offline page with the price this account is shown
 * (docs/architecture.md#installable-and-offline). The queries are PartDetails' own: nothing more is fetched.
 */
function useKeepViewedPart(id: string, accountId: string | undefined) {
  const part = usePart(id).data;
  const price = useMemberPrices(part ? [part._id] : []).get(id)?.price ?? part?.price;
  useEffect(() => {
    if (!accountId || !part || price === undefined) return;
    keepViewedPart(accountId, {
      id: part._id,
      name: part.name,
      nameBn: part.nameBn,
      sku: part.sku,
      price,
      seenAt: new Date().toISOString(),
    });
  }, [accountId, part, price]);
}
