import { useParams } from 'react-router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { AssemblyDiagram } from '@/features/catalogue/components/assembly-diagram';
import { useCurrentBike } from './current-bike';
import { useVehicle } from './vehicle-name';

/**
 * `/bikes/{vehicleId}/{slug}`: one parts diagram, its numbers and their parts, each with Add to
 * cart (docs/product.md#parts-diagrams).
 */
export default function AssemblyRoute() {
  const { vehicleId = '', slug = '' } = useParams();
  const id = Number(vehicleId);
  const vehicleName = useVehicle(id)?.name;
  const currentBike = useCurrentBike();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AssemblyDiagram
        vehicleId={id}
        slug={slug}
        vehicleName={vehicleName}
        currentBike={currentBike}
        renderAddToCart={(part) => <AddToCartButton part={part} className="btn-primary btn-sm" />}
      />
    </div>
  );
}
