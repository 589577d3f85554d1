import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { AllParts } from '@/features/catalogue/components/all-parts';

export default function AllProductsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-12">
      <PageTitle>{`All Products — ${brand.name}`}</PageTitle>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">Full catalogue</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">All Products</h1>
        </div>
        <Link to={paths.home.getHref()} className="btn btn-outline">
          Back to home
        </Link>
      </div>
      <AllParts />
    </div>
  );
}
