import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { DiagramEditor } from '@/features/catalogue/components/diagram-editor';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.diagramPage', { title: 'Edit Parts Diagram' });

/** /dashboard/diagrams/{vehicleId}/{slug}: one diagram's drawing and callouts, to edit. */
export default function DiagramRoute() {
  const { vehicleId = '', slug = '' } = useParams();
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <DiagramEditor vehicleId={Number(vehicleId)} slug={slug} />
    </>
  );
}
