import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { defineMessages, useMessages } from '@/lib/i18n';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { PartDetails } from '@/features/catalogue/components/part-details';
import { PartDiagrams } from '@/features/catalogue/components/part-diagrams';
import { GarageBar } from '@/features/garage/components/garage-bar';
import { shopHrefFor, diagramsHrefFor, useCurrentBike } from './current-bike';

const partPageMessages = defineMessages('shop.partPage', { edit: 'Edit this product' });

/** The public part page, /parts/{id}; the part names the page itself (its title and head tags). */
export default function PartRoute() {
  const { id = '' } = useParams();
  const currentBike = useCurrentBike();
  const { isAdmin } = useAuth();
  const t = useMessages(partPageMessages);

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
      <PartDiagrams partId={id} />
      <GarageBar shopHref={shopHrefFor} diagramsHref={diagramsHrefFor} />
    </div>
  );
}
