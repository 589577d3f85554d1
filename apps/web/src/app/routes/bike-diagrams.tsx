import { bikeParam } from '@motoforge/contract';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BikeAssemblies } from '@/features/catalogue/components/bike-assemblies';
import { useVehicle } from './vehicle-name';

/** `/bikes/{vehicleId}`: a bike's parts diagrams (docs/product.md#parts-diagrams). */
export default function BikeDiagramsRoute() {
  const vehicleId = Number(useParams().vehicleId);
  const vehicle = useVehicle(vehicleId);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <BikeAssemblies
        vehicleId={vehicleId}
        vehicleName={vehicle?.name}
        shopHref={paths.allProducts.getHref(
          vehicle ? { bike: bikeParam({ vehicleId, year: vehicle.newestYear }) } : undefined,
        )}
      />
    </div>
  );
}
