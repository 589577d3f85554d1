import { type AdminOrder, messages } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApproveOrder } from '../api/approve-order';
import { adminOrderQuery, adminOrderSearchFrom, useAdminOrders } from '../api/get-admin-orders';
import { DeleteOrderDialog, type DeletableOrder } from './delete-order-dialog';
import { CollectCashDialog } from './manage-order-actions';
import { ExportCsvButton, ManageOrderFilters } from './manage-order-filters';
import { ManageOrderRow, manageOrderRowMessages, useProductNameOf } from './manage-order-row';

const manageOrdersMessages = defineMessages('orders.manageOrders', {
  noOrders: 'No orders have been placed yet.',
  noMatches: 'No order matches this search.',
  allOrders: 'All Orders',
  orderCount: params(count({ one: '{count} order', other: '{count} orders' })),
  moreThan: params('More than {count} orders'),
  pages: 'Order pages',
});

/**
 * Manage All Orders (docs/product.md#back-office, docs/product.md#orders; docs/orders.md): the orders that match a
 * search and filters, newest first, a page at a time, each with its one state and only what it
 * allows now. The search, the filters and the page are the URL's (`?q=&state=&paymentMethod=&from=&to=&page=`).
 */
export function ManageOrders() {
  const t = useMessages(manageOrdersMessages);
  const columns = useMessages(manageOrderRowMessages);
  const productNameOf = useProductNameOf();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const search = adminOrderSearchFrom(searchParams);
  const orders = useAdminOrders(search);
  const approveOrder = useApproveOrder();
  const [orderToDelete, setOrderToDelete] = useState<DeletableOrder | null>(null);
  const [orderToCollect, setOrderToCollect] = useState<AdminOrder | null>(null);
  const { page: _page, ...filters } = search;
  const isFiltered = Object.values(filters).some(Boolean);
  const hrefFor = (page: number) => paths.dashboard.manageOrder.getHref(adminOrderQuery({ ...search, page }));

  const onApprove = (tnxId: string) =>
    approveOrder.mutate(tnxId, {
      onSuccess: () => notify.success(messages.productShipping),
      onError: (error) => notify.error(toErrorMessage(error)),
    });

  return (
    <>
      <ManageOrderFilters search={search} isFiltered={isFiltered} />
      <QueryContent
        query={orders}
        isEmpty={(page) => page.total === 0}
        emptyText={isFiltered ? t.noMatches : t.noOrders}
      >
        {({ items, total, isTotalCapped, page, pageSize }) => (
          <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-50' : undefined}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-base-content/80 text-sm font-semibold">
                {isTotalCapped
                  ? t.moreThan({ count: format.count(total) })
                  : t.orderCount({ count: format.count(total) })(total)}
              </p>
              <ExportCsvButton search={search} />
            </div>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable
                columns={[
                  columns.productName,
                  // Room for an address of 25 characters or so on one line, when the table has it.
                  { name: columns.email, className: 'w-64' },
                  columns.paymentStatus,
                  columns.state,
                  columns.approveAction,
                  columns.action,
                  columns.order,
                ]}
                aria-label={t.allOrders}
                isDense
              >
                {items.map((order) => (
                  <ManageOrderRow
                    key={order.id}
                    order={order}
                    isApproving={approveOrder.isPending && approveOrder.variables === order.tnxId}
                    onApprove={onApprove}
                    onDelete={() =>
                      setOrderToDelete({ _id: order.id, productName: productNameOf(order), email: order.buyer.email })
                    }
                    onCollectCash={() => setOrderToCollect(order)}
                  />
                ))}
              </StackedTable>
            )}
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.pages} />
          </div>
        )}
      </QueryContent>
      <DeleteOrderDialog order={orderToDelete} onClose={() => setOrderToDelete(null)} />
      <CollectCashDialog order={orderToCollect} onClose={() => setOrderToCollect(null)} />
    </>
  );
}
