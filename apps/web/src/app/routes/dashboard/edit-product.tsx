import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { EditProductForm } from '@/features/catalogue/components/edit-product-form';
import { RestockPart } from '@/features/catalogue/components/restock-part';
import { useEditablePart } from '@/features/catalogue/api/get-editable-part';
import { defineMessages, params, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.editProductPage', {
  title: 'Edit Product',
  heading: params('Edit {name}'),
});

/** /dashboard/editproduct/{id}: every field of a product and its photo, its restocks and their log. */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const part = useEditablePart(id);
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <QueryContent query={part}>
        {(editable) => (
          <div className="grid gap-10">
            <div>
              <h1 className="mb-6 text-3xl font-extrabold wrap-anywhere">{t.heading({ name: editable.name })}</h1>
              <EditProductForm part={editable} onReload={() => void part.refetch()} />
            </div>
            <RestockPart part={editable} />
          </div>
        )}
      </QueryContent>
    </>
  );
}
