import type { PartsPage } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCategories } from '../api/get-categories';
import { partsSearchFrom, usePartsPage, type PartsSearch } from '../api/get-parts-page';
import type { CurrentBike } from './fitment-note';
import type { RenderAddToCart } from './part-card';
import { PartsGrid } from './parts-grid';
import { PartsSearchForm } from './parts-search-form';

const CLEAR_FILTERS_HREF = paths.allProducts.getHref();

const allPartsMessages = defineMessages('shop.allParts', {
  parts: params(count({ one: '{count} part', other: '{count} parts' })),
  partsCapped: params('{count}+ parts'),
  pageOf: params('page {page} of {pageCount}'),
  pageAlone: params('page {page}'),
  noSuchPage: params('There is no page {page}: these results end on page {pageCount}.'),
  firstPage: 'Go to the first page',
  resultPages: 'Result pages',
  noParts: 'No parts are listed yet. Please check back soon.',
  noMatchForWordsIn: params('No parts match “{words}” in {category}.'),
  noMatchForWords: params('No parts match “{words}”.'),
  noMatchIn: params('No parts match these filters in {category}.'),
  noMatch: 'No parts match these filters.',
  adviceForWords: 'Try fewer words, another category, or clear the filters.',
  advice: 'Try another category, or clear the filters.',
  clearFilters: 'Clear filters',
  badSearch: 'This search cannot be shown.',
  showingResultsFor: params('Showing results for {words}'),
  searchInstead: params('Search instead for “{words}”'),
  bike: params('Bike: {name}'),
  removeBike: params('Remove the bike filter {name}'),
});

type AllPartsProps = {
  /** The rider's current bike, named in the cards' fitment lines; null when there is none. */
  currentBike?: CurrentBike | null;
  /** The name of the bike the URL's `bike=` filter points at ("Bajaj Pulsar 150 2021"), once known. */
  bikeFilterName?: string;
  renderAddToCart?: RenderAddToCart;
};

/**
 * The All Products page's catalogue: search, filters, sort and numbered pages, all read from the
 * URL and written to it (docs/product.md#catalogue-pages), so a result can be shared and Back returns to the last one.
 */
export function AllParts({ currentBike = null, bikeFilterName, renderAddToCart }: AllPartsProps) {
  const [params] = useSearchParams();
  const search = partsSearchFrom(params);
  const partsQuery = usePartsPage(search);
  const categories = useCategories().data ?? [];
  const text = useCatalogueText();
  const category = categories.find((each) => each.slug === search.category);
  const categoryName = category ? text(category.name, category.nameBn) : search.category;

  return (
    <>
      <HydrateLater>
        {/* Keyed by the address: Back or a link puts the form back to what the page shows. */}
        <PartsSearchForm key={params.toString()} search={search} categories={categories} />
        {search.bike && <BikeFilter search={search} name={bikeFilterName ?? search.bike} />}
      </HydrateLater>
      <HydrateLater>
        <QueryContent
          query={partsQuery}
          // The field's own words: the API's message starts with its name ("q: …"), no rider's word.
          errorByStatus={{ 400: (error) => <BadSearch message={error.fieldErrors[0]?.message ?? error.message} /> }}
        >
          {(page) => (
            <Results
              page={page}
              search={search}
              categoryName={categoryName}
              currentBike={currentBike}
              isUpdating={partsQuery.isPlaceholderData}
              renderAddToCart={renderAddToCart}
            />
          )}
        </QueryContent>
      </HydrateLater>
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
  renderAddToCart?: RenderAddToCart;
};

function Results({ page, search, categoryName, currentBike, isUpdating, renderAddToCart }: ResultsProps) {
  // A total counted up to the cap has more pages after it: at least one past the page shown.
  const pageCount = Math.max(Math.ceil(page.total / page.pageSize), page.isTotalCapped ? page.page + 1 : 0);
  const t = useMessages(allPartsMessages);
  const format = useFormat();
  const hrefFor = (number: number) =>
    paths.allProducts.getHref({ ...search, page: number === 1 ? undefined : String(number) });

  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
      <p className="text-base-content/80 mb-4 font-semibold" role="status">
        {page.isTotalCapped
          ? t.partsCapped({ count: format.count(page.total) })
          : t.parts({ count: format.count(page.total) })(page.total)}
        {pageCount > 1 && page.page <= pageCount && (
          <span className="font-normal">
            {' '}
            ·{' '}
            {page.isTotalCapped
              ? t.pageAlone({ page: format.count(page.page) })
              : t.pageOf({ page: format.count(page.page), pageCount: format.count(pageCount) })}
          </span>
        )}
      </p>
      {page.correctedQuery && search.q && <Corrected correctedQuery={page.correctedQuery} search={search} />}
      {page.items.length > 0 ? (
        <PartsGrid
          parts={page.items}
          currentBike={currentBike}
          headingLevel="h2"
          aboveTheFoldCount={4}
          renderAddToCart={renderAddToCart}
        />
      ) : page.total > 0 ? (
        <EmptyState>
          {t.noSuchPage({ page: format.count(page.page), pageCount: format.count(pageCount) })}{' '}
          <Link to={hrefFor(1)} className="link font-semibold">
            {t.firstPage}
          </Link>
        </EmptyState>
      ) : (
        <NoMatches search={search} categoryName={categoryName} />
      )}
      <Pagination page={page.page} pageCount={pageCount} hrefFor={hrefFor} label={t.resultPages} />
    </div>
  );
}

/** Marks where a message's words go, to set them in italics wherever the language puts them. */
const WORDS_MARK = '\u0000';

/**
 * A typed word was taken for a catalogue word: say what was searched for, with a link that
 * searches the words as typed (`exact=true`; docs/search.md).
 */
function Corrected({ correctedQuery, search }: { correctedQuery: string; search: PartsSearch }) {
  const t = useMessages(allPartsMessages);
  const [before, after] = t.showingResultsFor({ words: WORDS_MARK }).split(WORDS_MARK);
  const asTyped = paths.allProducts.getHref({ ...search, exact: 'true', page: undefined });
  return (
    <p className="mb-4">
      {before}
      <em className="font-semibold">{correctedQuery}</em>
      {after}.{' '}
      <Link to={asTyped} className="link">
        {t.searchInstead({ words: search.q ?? '' })}
      </Link>
    </p>
  );
}

const isFiltered = (search: PartsSearch) => Object.keys(search).some((name) => name !== 'sort' && name !== 'page');

/** Nothing matched: say what was asked for and what to change. */
function NoMatches({ search, categoryName }: { search: PartsSearch; categoryName: string | undefined }) {
  const t = useMessages(allPartsMessages);
  if (!isFiltered(search)) return <EmptyState>{t.noParts}</EmptyState>;
  const words = search.q;
  const asked = words
    ? categoryName
      ? t.noMatchForWordsIn({ words, category: categoryName })
      : t.noMatchForWords({ words })
    : categoryName
      ? t.noMatchIn({ category: categoryName })
      : t.noMatch;
  return (
    <EmptyState>
      {asked} {words ? t.adviceForWords : t.advice}{' '}
      <Link to={CLEAR_FILTERS_HREF} className="link font-semibold">
        {t.clearFilters}
      </Link>
    </EmptyState>
  );
}

/** A search the API refused (page=abc, a price range upside down): its reason and a way out. */
function BadSearch({ message }: { message: string }) {
  const t = useMessages(allPartsMessages);
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="border-error/40 bg-base-100 mx-auto max-w-xl rounded-box border p-6 text-center">
      <p className="text-lg font-semibold">{t.badSearch}</p>
      <p className="text-base-content/80 mt-1">{translate(message)}</p>
      <Link to={CLEAR_FILTERS_HREF} className="btn btn-primary mt-4">
        {t.clearFilters}
      </Link>
    </div>
  );
}

/** The `bike=` filter as a chip that names the bike and removes the filter. */
function BikeFilter({ search, name }: { search: PartsSearch; name: string }) {
  const withoutBike = paths.allProducts.getHref({ ...search, bike: undefined, page: undefined });
  const t = useMessages(allPartsMessages);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span className="badge badge-lg badge-neutral gap-2 py-4">
        {t.bike({ name })}
        <Link to={withoutBike} className="btn btn-ghost btn-xs btn-circle" aria-label={t.removeBike({ name })}>
          <span aria-hidden="true">✕</span>
        </Link>
      </span>
    </div>
  );
}
