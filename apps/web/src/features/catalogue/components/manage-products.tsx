import { type Part, productRemovedMessage, formatCount } from '@motoforge/contract';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { toErrorMessage } from '@/lib/api-client';
import { photoSources } from '@/lib/photo-sources';
import { useDeletePart } from '../api/delete-part';
import { useParts } from '../api/get-parts';

/** Manage All Products (SPEC.md §2 Tables, §4 product deletion): the catalogue, to prune. */
export function ManageProducts() {
  const parts = useParts();
  const deletePart = useDeletePart();
  const [partToDelete, setPartToDelete] = useState<Part | null>(null);

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
      <QueryContent query={parts} isEmpty={(list) => list.length === 0} emptyText="The catalogue has no products yet.">
        {(list) => (
          <StackedTable columns={['Product Name', 'Available Quantity', 'Action']} aria-label="All Products">
            {list.map((part) => (
              <tr key={part._id} role="row">
                <th scope="row" role="rowheader" className="min-w-40 font-semibold wrap-anywhere">
                  <div className="flex items-center gap-3">
                    <img
                      {...photoSources(part.img, '48px')}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="bg-base-200 size-12 shrink-0 rounded-lg object-cover"
                    />
                    {part.name}
                  </div>
                </th>
                <StackedCell column="Available Quantity">{formatCount(part.availableQuantity)}</StackedCell>
                <StackedCell column="Action">
                  <button
                    type="button"
                    className="btn btn-error btn-sm"
                    aria-label={`Delete product ${part.name}`}
                    onClick={() => setPartToDelete(part)}
                  >
                    DELETE
                  </button>
                </StackedCell>
              </tr>
            ))}
          </StackedTable>
        )}
      </QueryContent>
      <ConfirmDialog
        isOpen={partToDelete !== null}
        title="Are You Sure?"
        confirmLabel="REMOVE"
        cancelLabel="cancel"
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
            <span className="font-semibold">{partToDelete.name}</span> leaves the catalogue. Orders already placed for
            it keep their name and price.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
