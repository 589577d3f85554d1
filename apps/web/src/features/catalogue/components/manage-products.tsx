import { type CatalogueItem, PARTS_PAGE_SIZE_MAX, productRemovedMessage, SEARCH_QUERY_MAX } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { toErrorMessage } from '@/lib/api-client';
import { useDeletePart } from '../api/delete-part';
import { usePartsPage } from '../api/get-parts-page';

import { PartNameWithPhoto } from './part-name-with-photo';
const manageMessages = defineMessages('shop.manageProducts', {
  empty: 'The catalogue has no products yet.',
  products: params(count({ one: '{count} product', other: '{count} products' })),
  productName: 'Product Name',
  availableQuantity: 'Available Quantity',
  action: 'Action',
  table: 'All Products',
  deleteProduct: params('Delete product {name}'),
  edit: 'EDIT',
  editProduct: params('Edit product {name}'),
  delete: 'DELETE',
  productPages: 'Product pages',
  confirmTitle: 'Are You Sure?',
  remove: 'REMOVE',
  cancel: 'cancel',
  leavesCatalogue: 'leaves the catalogue. Orders already placed for it keep their name and price.',
  searchLabel: 'Find a product',
  searchHint: 'Its name, SKU or an OEM number',
  search: 'Search',
  clearSearch: 'Show every product',
  noMatch: params('No product matches “{words}”.'),
  orderLabel: 'Order',
  shopOrder: 'Shop order',
  bestMatch: 'Best match',
  newest: 'Newest first',
});

/** The list's order: the shop's (the best match first for a search), or the newest added first. */
type ListOrder = 'default' | 'newest';

/** The list's address: its search (`?q=`), order (`?sort=newest`) and page, each left out when it is the default. */
const hrefFor = (q: string, page: number, order: ListOrder) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (order === 'newest') query.set('sort', 'newest');
  if (page !== 1) query.set('page', String(page));
  const text = query.toString();
  return `${paths.dashboard.manageProduct.getHref()}${text ? `?${text}` : ''}`;
};

/**
 * Manage All Products (docs/product.md#tables, docs/product.md#messages): the catalogue, to prune, in the
 * shop's order over numbered pages (`?page=`), so a catalogue of thousands is not one answer. A
 * search (`?q=`, the shop's own search: names, SKUs and OEM numbers, typos forgiven) finds one
 * product among them, best match first; `?sort=newest` puts the newest added first, to check or
 * undo what was just added.
 */
export function ManageProducts() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = params.get('page') ?? undefined;
  const q = params.get('q')?.trim() ?? '';
  const order: ListOrder = params.get('sort') === 'newest' ? 'newest' : 'default';
  const parts = usePartsPage({
    ...(q ? { q } : {}),
    sort: order === 'newest' ? 'newest' : q ? 'relevance' : 'position',
    pageSize: String(PARTS_PAGE_SIZE_MAX),
    page,
  });
  const deletePart = useDeletePart();
  const [partToDelete, setPartToDelete] = useState<CatalogueItem | null>(null);
  const t = useMessages(manageMessages);
  const format = useFormat();

  const onRemove = () => {
    if (!partToDelete) return;
    deletePart.mutate(partToDelete._id, {
      onSuccess: () => {
        notify.success(productRemovedMessage(partToDelete.name));
        setPartToDelete(null);
      },
    });
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-start gap-x-6 gap-y-2">
        <ProductSearch key={q} q={q} order={order} />
        <div>
          <label htmlFor="product-order" className="mb-1 block text-sm font-semibold">
            {t.orderLabel}
          </label>
          <select
            id="product-order"
            className="select"
            value={order}
            onChange={(event) => void navigate(hrefFor(q, 1, event.currentTarget.value as ListOrder))}
          >
            <option value="default">{q ? t.bestMatch : t.shopOrder}</option>
            <option value="newest">{t.newest}</option>
          </select>
        </div>
      </div>
      {q && (
        <p className="mb-3 text-sm">
          <Link to={hrefFor('', 1, order)} className="link">
            {t.clearSearch}
          </Link>
        </p>
      )}
      <QueryContent
        query={parts}
        isEmpty={(list) => list.total === 0}
        emptyText={q ? t.noMatch({ words: q }) : t.empty}
      >
        {({ items: list, total, page: shown, pageSize }) => (
          <div aria-busy={parts.isPlaceholderData} className={parts.isPlaceholderData ? 'opacity-50' : undefined}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.products({ count: format.count(total) })(total)}
            </p>
            {list.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(q, 1, order)} />
            ) : (
              <StackedTable columns={[t.productName, t.availableQuantity, t.action]} aria-label={t.table}>
                {list.map((part) => (
                  <tr key={part._id} role="row">
                    <th scope="row" role="rowheader" className="min-w-40 font-semibold wrap-anywhere">
                      <PartNameWithPhoto img={part.img} name={part.name} />
                    </th>
                    <StackedCell column={t.availableQuantity}>{format.count(part.availableQuantity)}</StackedCell>
                    <StackedCell column={t.action}>
                      <Link
                        to={paths.dashboard.editProduct.getHref(part._id)}
                        className="btn btn-primary btn-sm me-2"
                        aria-label={t.editProduct({ name: part.name })}
                      >
                        {t.edit}
                      </Link>
                      <button
                        type="button"
                        className="btn btn-error btn-sm"
                        aria-label={t.deleteProduct({ name: part.name })}
                        onClick={() => setPartToDelete(part)}
                      >
                        {t.delete}
                      </button>
                    </StackedCell>
                  </tr>
                ))}
              </StackedTable>
            )}
            <Pagination
              page={shown}
              pageCount={Math.ceil(total / pageSize)}
              hrefFor={(to) => hrefFor(q, to, order)}
              label={t.productPages}
            />
          </div>
        )}
      </QueryContent>
      <ConfirmDialog
        isOpen={partToDelete !== null}
        title={t.confirmTitle}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        isConfirming={deletePart.isPending}
        error={deletePart.isError ? toErrorMessage(deletePart.error) : null}
        onConfirm={onRemove}
        onClose={() => {
          setPartToDelete(null);
          deletePart.reset();
        }}
      >
        {partToDelete && (
          <p>
            <span className="font-semibold">{partToDelete.name}</span> {t.leavesCatalogue}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The search box of the list: a GET form, so the search lives in the address and Back undoes it. */
function ProductSearch({ q, order }: { q: string; order: ListOrder }) {
  const t = useMessages(manageMessages);
  const navigate = useNavigate();
  const [words, setWords] = useState(q);
  return (
    <form
      role="search"
      aria-label={t.searchLabel}
      className="flex max-w-xl grow flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(hrefFor(words.trim(), 1, order));
      }}
    >
      <div className="grow">
        <label htmlFor="product-search" className="mb-1 block text-sm font-semibold">
          {t.searchLabel}
        </label>
        <input
          id="product-search"
          type="search"
          name="q"
          className="input w-full"
          value={words}
          maxLength={SEARCH_QUERY_MAX}
          aria-describedby="product-search-hint"
          onChange={(event) => setWords(event.currentTarget.value)}
        />
        <p id="product-search-hint" className="text-base-content/80 mt-1 text-sm">
          {t.searchHint}
        </p>
      </div>
      <button type="submit" className="btn btn-primary mt-6">
        {t.search}
      </button>
    </form>
  );
}
