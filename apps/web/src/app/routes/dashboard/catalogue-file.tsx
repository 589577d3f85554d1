import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { CatalogueFile } from '@/features/catalogue/components/catalogue-file';
import { VinPatternsAdmin } from '@/features/garage/components/vin-patterns-admin';

const pageMessages = defineMessages('dashboard.catalogueFilePage', { title: 'Catalogue File' });

export default function CatalogueFileRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <CatalogueFile />
      <VinPatternsAdmin />
    </>
  );
}
