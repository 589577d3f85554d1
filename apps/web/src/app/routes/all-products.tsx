import { bikeParam, type GarageBike, type VehicleList } from '@motoforge/contract';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { params, defineMessages, useMessages } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { AllParts } from '@/features/catalogue/components/all-parts';
import { vehiclesQueryOptions } from '@/lib/api/get-vehicles';
import { GarageBar } from '@/features/garage/components/garage-bar';
import { useBikeNames } from '@/hooks/use-bike-names';
import { shopHrefFor, diagramsHrefFor, useCurrentBike } from './current-bike';

const pageMessages = defineMessages('shop.allProductsPage', {
  title: params('All Products — {brand}'),
  eyebrow: 'Full catalogue',
  heading: 'All Products',
  backToHome: 'Back to home',
});

type BikeNamer = ReturnType<typeof useBikeNames>['name'];

export default function AllProductsRoute() {
  const currentBike = useCurrentBike();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const bikeFilter = searchParams.get('bike') ?? undefined;
  // Choosing a bike narrows the list to it, keeping the search and the other filters (page 1).
  const narrowTo = (bike: GarageBike) => {
    const next = new URLSearchParams(searchParams);
    next.set('bike', bikeParam(bike));
    next.delete('page');
    void navigate({ search: `?${next.toString()}` });
  };
  // The vehicles name the bike a shared `bike=` link filters by; not asked for without one.
  const vehicles = useQuery({ ...vehiclesQueryOptions(), enabled: bikeFilter !== undefined });
  const t = useMessages(pageMessages);
  const { name: bikeName } = useBikeNames();

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-12">
      <PageTitle>{t.title({ brand: brand.name })}</PageTitle>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
        </div>
        <Link to={paths.home.getHref()} className="btn btn-outline">
          {t.backToHome}
        </Link>
      </div>
      <div className="mb-6">
        <HydrateLater>
          <GarageBar shopHref={shopHrefFor} diagramsHref={diagramsHrefFor} onChosen={narrowTo} />
        </HydrateLater>
      </div>
      {/* AllParts hydrates its search form and its results as parts of their own. */}
      <AllParts
        currentBike={currentBike}
        bikeFilterName={bikeFilter && vehicles.data ? nameOfBike(vehicles.data, bikeFilter, bikeName) : undefined}
        renderAddToCart={(part) => <AddToCartButton part={part} />}
      />
    </div>
  );
}

/**
 * The name (as `bikeName` writes it) of the bike `{vehicleId}:{year}` points at, or undefined when
 * the list has no such vehicle.
 */
function nameOfBike(vehicles: VehicleList, bike: string, bikeName: BikeNamer): string | undefined {
  const [vehicleId, year] = bike.split(':').map(Number);
  for (const { make, makeBn, models } of vehicles.makes) {
    const model = models.find((candidate) => candidate.vehicleId === vehicleId);
    if (model && year) {
      const { modelBn, variant, variantBn } = model;
      return bikeName({ make, makeBn, model: model.model, modelBn, variant, variantBn, year });
    }
  }
  return undefined;
}
