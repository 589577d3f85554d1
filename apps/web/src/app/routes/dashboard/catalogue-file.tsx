import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { CatalogueFile } from '@/features/catalogue/components/catalogue-file';

export default function CatalogueFileRoute() {
  return (
    <>
      <PageTitle>{`Catalogue File — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Catalogue File</h1>
      <CatalogueFile />
    </>
  );
}
