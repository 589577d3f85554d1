import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { ManageProducts } from '@/features/catalogue/components/manage-products';

export default function ManageProductsRoute() {
  return (
    <>
      <PageTitle>{`Manage All Products — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Manage All Products</h1>
      <ManageProducts />
    </>
  );
}
