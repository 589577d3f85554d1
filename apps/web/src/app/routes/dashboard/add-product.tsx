import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { AddProductForm } from '@/features/catalogue/components/add-product-form';

const pageMessages = defineMessages('dashboard.addProductPage', { title: 'Add Product' });

export default function AddProductRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <AddProductForm />
    </>
  );
}
