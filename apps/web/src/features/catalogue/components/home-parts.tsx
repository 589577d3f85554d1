import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { partsQueryOptions } from '../api/get-parts';
import { selectHomeParts } from '../api/select-home-parts';
import { PartsGrid } from './parts-grid';

/** Home's "Motorbike Spare Parts" section: a selection of the catalogue and a way to all of it. */
export function HomeParts() {
  const partsQuery = useQuery({ ...partsQueryOptions(), select: selectHomeParts });

  return (
    <section aria-labelledby="home-parts-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16">
      <div className="mb-8 text-center">
        <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">Our catalogue</p>
        <h2 id="home-parts-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
          Motorbike Spare Parts
        </h2>
      </div>
      <QueryContent
        query={partsQuery}
        isEmpty={(parts) => parts.length === 0}
        emptyText="No parts are listed yet. Please check back soon."
      >
        {(parts) => <PartsGrid parts={parts} />}
      </QueryContent>
      <div className="mt-10 text-center">
        <Link to={paths.allProducts.getHref()} className="btn btn-neutral btn-wide">
          All Products
        </Link>
      </div>
    </section>
  );
}
