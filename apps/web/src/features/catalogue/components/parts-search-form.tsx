import { type Category, PART_SORTS, type PartSort, toAsciiDigits } from '@motoforge/contract';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InputField, SelectField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, useMessages } from '@/lib/i18n';
import { PARTS_SEARCH_PARAMS, type PartsSearch } from '../api/get-parts-page';

const searchMessages = defineMessages('shop.partsSearch', {
  form: 'Search the catalogue',
  words: 'Search parts',
  wordsPlaceholder: 'Name, part number or OEM number',
  category: 'Category',
  allCategories: 'All categories',
  sortBy: 'Sort by',
  minPrice: 'Min price (৳)',
  maxPrice: 'Max price (৳)',
  inStockOnly: 'In stock only',
  search: 'Search',
});

/** The sorts' names, by the sort each names. */
const sortMessages = defineMessages('shop.partSorts', {
  relevance: 'Relevance',
  position: 'Shop order',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
} satisfies Record<PartSort, string>);

/**
 * A price bound: taka, with paisa. Text, not type="number": a browser's number field drops Bengali
 * digits as they are typed; the API reads them (partsQuerySchema).
 */
const PRICE_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

/** What the API sorts by when the URL does not say (docs/product.md#catalogue). */
const defaultSort = (search: PartsSearch): PartSort => (search.q ? 'relevance' : 'position');

type PartsSearchFormProps = {
  /** The search the page shows, from its URL. */
  search: PartsSearch;
  categories: Category[];
};

/**
 * The catalogue's search box, filters and sort. A plain GET form, so it works before the app has
 * started; once it has, a change of a select or the checkbox applies at once, and every search is
 * a new address (page 1), so Back returns to the one before.
 */
export function PartsSearchForm({ search, categories }: PartsSearchFormProps) {
  const navigate = useNavigate();
  const t = useMessages(searchMessages);
  const sortNames = useMessages(sortMessages);
  const text = useCatalogueText();
  const hasCategory = (slug: string | undefined) => categories.some((category) => category.slug === slug);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: PartsSearch = {};
    for (const name of PARTS_SEARCH_PARAMS) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim()) next[name] = value.trim();
    }
    // Prices typed in Bengali digits go into the address in ASCII ones, as the API reads them.
    if (next.minPrice) next.minPrice = toAsciiDigits(next.minPrice);
    if (next.maxPrice) next.maxPrice = toAsciiDigits(next.maxPrice);
    // A sort left at the default follows the new search's default (relevance once there are words).
    if (!search.sort && next.sort === defaultSort(search)) delete next.sort;
    if (!next.q && next.sort === 'relevance') delete next.sort;
    void navigate(paths.allProducts.getHref(next), { preventScrollReset: true });
  };
  const applyAtOnce = (event: { currentTarget: { form: HTMLFormElement | null } }) =>
    event.currentTarget.form?.requestSubmit();

  const sorts = PART_SORTS.filter((sort) => sort !== 'relevance' || search.q);

  return (
    <form
      role="search"
      aria-label={t.form}
      method="get"
      action={paths.allProducts.getHref()}
      onSubmit={onSubmit}
      className="bg-base-200 rounded-box mb-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-12 lg:items-end"
    >
      <InputField
        label={t.words}
        className="sm:col-span-2 lg:col-span-5"
        name="q"
        type="search"
        defaultValue={search.q}
        placeholder={t.wordsPlaceholder}
        autoComplete="off"
      />
      <SelectField
        label={t.category}
        className="lg:col-span-4"
        name="category"
        defaultValue={search.category ?? ''}
        onChange={applyAtOnce}
      >
        <option value="">{t.allCategories}</option>
        {/* The URL's category stays selected while the list is on its way. */}
        {search.category && !hasCategory(search.category) && <option value={search.category}>{search.category}</option>}
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {text(category.name, category.nameBn)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.sortBy}
        className="lg:col-span-3"
        name="sort"
        defaultValue={search.sort ?? defaultSort(search)}
        onChange={applyAtOnce}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortNames[sort]}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t.minPrice}
        className="lg:col-span-3"
        name="minPrice"
        {...PRICE_INPUT}
        defaultValue={search.minPrice}
      />
      <InputField
        label={t.maxPrice}
        className="lg:col-span-3"
        name="maxPrice"
        {...PRICE_INPUT}
        defaultValue={search.maxPrice}
      />
      <label className="flex min-h-10 cursor-pointer items-center gap-2 font-medium lg:col-span-3">
        <input
          name="inStock"
          type="checkbox"
          value="true"
          defaultChecked={search.inStock === 'true'}
          onChange={applyAtOnce}
          className="checkbox"
        />
        {t.inStockOnly}
      </label>
      {search.bike && <input type="hidden" name="bike" value={search.bike} />}
      <button type="submit" className="btn btn-primary sm:col-span-2 lg:col-span-3">
        {t.search}
      </button>
    </form>
  );
}
