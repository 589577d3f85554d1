import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { AddProductForm } from '@/features/catalogue/components/add-product-form';

export default function AddProductRoute() {
  return (
    <>
      <PageTitle>{`Add Product — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Add Product</h1>
      <AddProductForm />
    </>
  );
}
