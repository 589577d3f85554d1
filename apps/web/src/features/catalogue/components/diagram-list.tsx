import { Link } from 'react-router';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
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
});

/** The back office's list of every parts diagram, by bike (docs/product.md#parts-diagrams). */
export function DiagramList() {
  const diagrams = useEditorAssemblies();
  const t = useMessages(listMessages);
  const format = useFormat();
  const language = useLanguage();
  return (
    <QueryContent query={diagrams} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
      {(list) => (
        <StackedTable columns={[t.bike, t.assembly, t.callouts, t.action]} aria-label={t.table}>
          {list.map((diagram) => {
            const bike = [
              language === 'bn' && diagram.makeBn ? diagram.makeBn : diagram.make,
              language === 'bn' && diagram.modelBn ? diagram.modelBn : diagram.model,
              diagram.variant,
            ]
              .filter(Boolean)
              .join(' ');
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
    </QueryContent>
  );
}
