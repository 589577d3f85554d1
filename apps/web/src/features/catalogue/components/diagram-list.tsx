import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { VehicleSelect } from '@/components/ui/vehicle-select';
import { paths } from '@/config/paths';
import { count } from '@nanostores/i18n';
import { useBikeNames } from '@/hooks/use-bike-names';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useEditorAssemblies } from '../api/diagram-editor';

const listMessages = defineMessages('shop.diagramList', {
  table: 'Parts diagrams',
  bike: 'Bike',
  assembly: 'Assembly',
  callouts: 'Callouts',
  action: 'Action',
  edit: 'Edit',
  editDiagram: params('Edit the diagram {assembly} of {bike}'),
  empty: 'No bike has a parts diagram yet: add an assembly with its drawing above.',
  emptyBike: 'This bike has no parts diagram yet: add an assembly with its drawing above.',
  showBike: 'Show the diagrams of',
  everyBike: 'Every bike',
  diagramCount: params(count({ one: '{count} diagram', other: '{count} diagrams' })),
  pages: 'Diagram pages',
});

const numberFrom = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/**
 * The back office's list of the parts diagrams (docs/product.md#parts-diagrams), by bike, a page at
 * a time, of one bike or of every bike (`?vehicle=&page=`).
 */
export function DiagramList() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const vehicle = numberFrom(searchParams.get('vehicle'));
  const diagrams = useEditorAssemblies({ vehicle, page: numberFrom(searchParams.get('page')) ?? 1 });
  const t = useMessages(listMessages);
  const format = useFormat();
  const language = useLanguage();
  const bikeNames = useBikeNames();
  const hrefFor = (page: number) => paths.dashboard.diagrams.getHref({ vehicle, page });
  return (
    <>
      <div className="mb-4 max-w-md">
        <VehicleSelect
          label={t.showBike}
          placeholder={t.everyBike}
          value={vehicle ? String(vehicle) : ''}
          onChange={(chosen) => void navigate(paths.dashboard.diagrams.getHref({ vehicle: numberFrom(chosen) }))}
        />
      </div>
      <QueryContent query={diagrams} isEmpty={(list) => list.total === 0} emptyText={vehicle ? t.emptyBike : t.empty}>
        {({ items, total, page, pageSize }) => (
          <div aria-busy={diagrams.isPlaceholderData}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.diagramCount({ count: format.count(total) })(total)}
            </p>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable columns={[t.bike, t.assembly, t.callouts, t.action]} aria-label={t.table}>
                {items.map((diagram) => {
                  const bike = `${bikeNames.make(diagram)} ${bikeNames.model(diagram)}`;
                  const assembly = language === 'bn' && diagram.nameBn ? diagram.nameBn : diagram.name;
                  return (
                    <tr key={`${diagram.vehicleId}/${diagram.slug}`} role="row">
                      <th scope="row" role="rowheader" className="font-semibold">
                        {bike}
                      </th>
                      <StackedCell column={t.assembly}>{assembly}</StackedCell>
                      <StackedCell column={t.callouts}>{format.count(diagram.callouts)}</StackedCell>
                      <StackedCell column={t.action}>
                        <Link
                          to={paths.dashboard.diagram.getHref(diagram.vehicleId, diagram.slug)}
                          className="btn btn-primary btn-sm"
                          aria-label={t.editDiagram({ assembly, bike })}
                        >
                          {t.edit}
                        </Link>
                      </StackedCell>
                    </tr>
                  );
                })}
              </StackedTable>
            )}
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.pages} />
          </div>
        )}
      </QueryContent>
    </>
  );
}
