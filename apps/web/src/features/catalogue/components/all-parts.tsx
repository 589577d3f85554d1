import { formatCount, type PartsPage } from '@motoforge/contract';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { partsSearchFrom, usePartsPage, type PartsSearch } from '../api/get-parts-page';
import type { CurrentBike } from './fitment-note';
import { PartsGrid } from './parts-grid';
import { PartsSearchForm } from './parts-search-form';

const CLEAR_FILTERS_HREF = paths.allProducts.getHref();

type AllPartsProps = {
  /** The rider's current bike, named in the cards' fitment lines; null when there is none. */
  currentBike?: CurrentBike | null;
  /** The name of the bike the URL's `bike=` filter points at ("Bajaj Pulsar 150 2021"), once known. */
  bikeFilterName?: string;
};

/**
 * The All Products page's catalogue: search, filters, sort and numbered pages, all read from the
 * URL and written to it (DESIGN.md §8), so a result can be shared and Back returns to the last one.
 */
export function AllParts({ currentBike = null, bikeFilterName }: AllPartsProps) {
  const [params] = useSearchParams();
  const search = partsSearchFrom(params);
  const partsQuery = usePartsPage(search);
  const categories = useCategories().data ?? [];
  const categoryName = categories.find((category) => category.slug === search.category)?.name ?? search.category;

  return (
    <>
      {/* Keyed by the address: Back or a link puts the form back to what the page shows. */}
      <PartsSearchForm key={params.toString()} search={search} categories={categories} />
      {search.bike && <BikeFilter search={search} name={bikeFilterName ?? search.bike} />}
      <QueryContent query={partsQuery} errorByStatus={{ 400: (error) => <BadSearch message={error.message} /> }}>
        {(page) => (
          <Results
            page={page}
            search={search}
            categoryName={categoryName}
            currentBike={currentBike}
            isUpdating={partsQuery.isPlaceholderData}
          />
        )}
      </QueryContent>
    </>
  );
}

type ResultsProps = {
  page: PartsPage;
  search: PartsSearch;
  categoryName: string | undefined;
  currentBike: CurrentBike | null;
  /** The page shown is the one before, while the one asked for loads. */
  isUpdating: boolean;
};

function Results({ page, search, categoryName, currentBike, isUpdating }: ResultsProps) {
  const pageCount = Math.ceil(page.total / page.pageSize);
  const hrefFor = (number: number) =>
    paths.allProducts.getHref({ ...search, page: number === 1 ? undefined : String(number) });

  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
      <p className="text-base-content/80 mb-4 font-semibold" role="status">
        {formatCount(page.total)} {page.total === 1 ? 'part' : 'parts'}
        {pageCount > 1 && page.page <= pageCount && (
          <span className="font-normal">
            {' '}
            · page {formatCount(page.page)} of {formatCount(pageCount)}
          </span>
        )}
      </p>
      {page.items.length > 0 ? (
        <PartsGrid parts={page.items} currentBike={currentBike} headingLevel="h2" aboveTheFoldCount={4} />
      ) : page.total > 0 ? (
        <EmptyState>
          There is no page {formatCount(page.page)}: these results end on page {formatCount(pageCount)}.{' '}
          <Link to={hrefFor(1)} className="link font-semibold">
            Go to the first page
          </Link>
        </EmptyState>
      ) : (
        <NoMatches search={search} categoryName={categoryName} />
      )}
      <Pagination page={page.page} pageCount={pageCount} hrefFor={hrefFor} label="Result pages" />
    </div>
  );
}

const isFiltered = (search: PartsSearch) => Object.keys(search).some((name) => name !== 'sort' && name !== 'page');

/** Nothing matched: say what was asked for and what to change. */
function NoMatches({ search, categoryName }: { search: PartsSearch; categoryName: string | undefined }) {
  if (!isFiltered(search)) return <EmptyState>No parts are listed yet. Please check back soon.</EmptyState>;
  const asked = search.q ? `No parts match “${search.q}”` : 'No parts match these filters';
  const where = categoryName ? ` in ${categoryName}` : '';
  const advice = search.q
    ? 'Try fewer words, another category, or clear the filters.'
    : 'Try another category, or clear the filters.';
  return (
    <EmptyState>
      {asked}
      {where}. {advice}{' '}
      <Link to={CLEAR_FILTERS_HREF} className="link font-semibold">
        Clear filters
      </Link>
    </EmptyState>
  );
}

/** A search the API refused (page=abc, a price range upside down): its reason and a way out. */
function BadSearch({ message }: { message: string }) {
  return (
    <div role="alert" className="border-error/40 bg-base-100 mx-auto max-w-xl rounded-box border p-6 text-center">
      <p className="text-lg font-semibold">This search cannot be shown.</p>
      <p className="text-base-content/80 mt-1">{message}</p>
      <Link to={CLEAR_FILTERS_HREF} className="btn btn-primary mt-4">
        Clear filters
      </Link>
    </div>
  );
}

/** The `bike=` filter as a chip that names the bike and removes the filter. */
function BikeFilter({ search, name }: { search: PartsSearch; name: string }) {
  const withoutBike = paths.allProducts.getHref({ ...search, bike: undefined, page: undefined });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span className="badge badge-lg badge-neutral gap-2 py-4">
        Bike: {name}
        <Link
          to={withoutBike}
          className="btn btn-ghost btn-xs btn-circle"
          aria-label={`Remove the bike filter ${name}`}
        >
          <span aria-hidden="true">✕</span>
        </Link>
      </span>
    </div>
  );
}
