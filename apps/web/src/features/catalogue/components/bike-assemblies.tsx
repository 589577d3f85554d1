import { Link } from 'react-router';
import { PageHead, usePublicUrl } from '@/components/layout/page-head';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { useAssemblies } from '../api/get-assemblies';

const bikeDiagramsMessages = defineMessages('shop.bikeDiagrams', {
  title: params('Parts diagrams: {bike} — {brand}'),
  titleNoBike: params('Parts diagrams — {brand}'),
  description: params('Exploded parts diagrams of the {bike}: find a part by where it sits on the bike, and order it.'),
  heading: 'Parts diagrams',
  intro: 'Choose the part of the bike you are working on, then the numbered part on its drawing.',
  assemblies: 'Assemblies',
  empty: 'This bike has no parts diagrams yet. Its parts are all in the catalogue.',
  shopParts: 'Shop parts for this bike',
});

type BikeAssembliesProps = {
  vehicleId: number;
  /** The bike as a rider reads it ("Bajaj Pulsar 150 Twin Disc"), once the vehicles are known. */
  vehicleName: string | undefined;
  /** The catalogue narrowed to this bike, for a bike without diagrams. */
  shopHref: string;
};

/** `/bikes/{vehicleId}` (docs/product.md#parts-diagrams): the bike's assemblies, each a drawing. */
export function BikeAssemblies({ vehicleId, vehicleName, shopHref }: BikeAssembliesProps) {
  const t = useMessages(bikeDiagramsMessages);
  const text = useCatalogueText();
  const assemblies = useAssemblies(vehicleId);
  const canonicalUrl = usePublicUrl(paths.bikeDiagrams.getHref(vehicleId));
  return (
    <section aria-labelledby="bike-diagrams-heading" className="grid gap-6">
      <PageTitle>
        {vehicleName ? t.title({ bike: vehicleName, brand: brand.name }) : t.titleNoBike({ brand: brand.name })}
      </PageTitle>
      <PageHead description={t.description({ bike: vehicleName ?? '' })} canonicalUrl={canonicalUrl} />
      <div className="grid gap-1">
        <h1 id="bike-diagrams-heading" className="text-3xl font-extrabold">
          {t.heading}
        </h1>
        {vehicleName && <p className="text-lg font-semibold">{vehicleName}</p>}
        <p className="text-base-content/80">{t.intro}</p>
      </div>
      <QueryContent query={assemblies}>
        {(list) =>
          list.length === 0 ? (
            <div className="grid justify-items-center gap-3">
              <EmptyState>{t.empty}</EmptyState>
              <Link to={shopHref} className="btn btn-primary">
                {t.shopParts}
              </Link>
            </div>
          ) : (
            <ul aria-label={t.assemblies} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((assembly) => (
                <li key={assembly.slug}>
                  <Link
                    to={paths.assembly.getHref(vehicleId, assembly.slug)}
                    className="card card-border bg-base-100 hover:border-primary block p-5 text-lg font-semibold"
                  >
                    {text(assembly.name, assembly.nameBn)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </section>
  );
}
