import { useParams } from 'react-router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { PartDetails } from '@/features/catalogue/components/part-details';
import { GarageBar } from '@/features/garage/components/garage-bar';
import { shopHrefFor, useCurrentBike } from './current-bike';

/** The public part page, /parts/{id}; the part names the page itself (its title and head tags). */
export default function PartRoute() {
  const { id = '' } = useParams();
  const currentBike = useCurrentBike();

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <PartDetails
        partId={id}
        currentBike={currentBike}
        renderAddToCart={(part) => <AddToCartButton part={part} className="btn-outline btn-lg" />}
      />
      <GarageBar shopHref={shopHrefFor} />
    </div>
  );
}
