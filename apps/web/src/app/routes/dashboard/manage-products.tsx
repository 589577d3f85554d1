import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { ManageProducts } from '@/features/catalogue/components/manage-products';

export default function ManageProductsRoute() {
  return (
    <>
      <PageTitle>{`Manage All Products — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">Manage All Products</h1>
      <p className="mb-6">
        Many parts at once: export or import the whole catalogue as CSV in{' '}
        <Link to={paths.dashboard.catalogueFile.getHref()} className="link">
          Catalogue File
        </Link>
        .
      </p>
      <ManageProducts />
    </>
  );
}
