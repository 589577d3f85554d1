import { type CatalogueItem, PARTS_PAGE_SIZE_MAX, productRemovedMessage } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
});

const hrefFor = (page: number) =>
  `${paths.dashboard.manageProduct.getHref()}${page === 1 ? '' : `?page=${String(page)}`}`;

/**
 * Manage All Products (docs/product.md#tables, docs/product.md#messages): the catalogue, to prune, in the
 * shop's order over numbered pages (`?page=`), so a catalogue of thousands is not one answer.
 */
export function ManageProducts() {
  const [params] = useSearchParams();
  const page = params.get('page') ?? undefined;
  const parts = usePartsPage({ sort: 'position', pageSize: String(PARTS_PAGE_SIZE_MAX), page });
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
      <QueryContent query={parts} isEmpty={(list) => list.total === 0} emptyText={t.empty}>
        {({ items: list, total, page: shown, pageSize }) => (
          <div aria-busy={parts.isPlaceholderData} className={parts.isPlaceholderData ? 'opacity-50' : undefined}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.products({ count: format.count(total) })(total)}
            </p>
            {list.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
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
            <Pagination page={shown} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.productPages} />
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
