import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { DiagramList } from '@/features/catalogue/components/diagram-list';
import { NewAssemblyForm } from '@/features/catalogue/components/new-assembly-form';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.diagramsPage', { title: 'Parts Diagrams' });

/** /dashboard/diagrams: a new assembly of a bike, then every bike's parts diagrams, each opening its editor. */
export default function DiagramsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <NewAssemblyForm />
      <DiagramList />
    </>
  );
}
