import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { usePartAssemblies } from '../api/get-part-assemblies';

const partDiagramsMessages = defineMessages('shop.partDiagrams', {
  heading: 'In the parts diagrams',
  entry: params('{bike}: {assembly}, number {number}'),
});

/** The part page's list of the diagrams the part appears in (docs/product.md#parts-diagrams); nothing when none. */
export function PartDiagrams({ partId }: { partId: string }) {
  const t = useMessages(partDiagramsMessages);
  const text = useCatalogueText();
  const format = useFormat();
  const bikeNames = useBikeNames();
  const diagrams = usePartAssemblies(partId).data ?? [];
  if (diagrams.length === 0) return null;
  return (
    <section aria-labelledby="part-diagrams-heading" className="grid gap-3">
      <h2 id="part-diagrams-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <ul className="grid gap-2">
        {diagrams.map((diagram) => (
          <li key={`${diagram.vehicleId}-${diagram.slug}`}>
            <Link to={paths.assembly.getHref(diagram.vehicleId, diagram.slug)} className="link link-hover">
              {t.entry({
                bike: `${bikeNames.make(diagram)} ${bikeNames.model(diagram)}`,
                assembly: text(diagram.name, diagram.nameBn),
                number: format.count(diagram.number),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
