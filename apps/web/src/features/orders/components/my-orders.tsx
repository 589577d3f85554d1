import { count } from '@nanostores/i18n';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { myOrdersPageFrom, useMyOrderList } from '../api/get-my-order-list';
import { DeleteOrderDialog, type DeletableOrder } from './delete-order-dialog';
import { MyOrderRow, myOrderColumnMessages } from './my-order-row';

const myOrdersMessages = defineMessages('orders.myOrders', {
  noOrders: 'You have no orders yet.',
  browseAll: 'Browse all products',
  table: 'My orders',
  orderCount: params(count({ one: '{count} order', other: '{count} orders' })),
  pages: 'Order pages',
});

/** My Orders at `page` (from 1): its address, so Back and a shared link open the same page. */
const myOrdersHref = (page: number) => `${paths.dashboard.order.getHref()}${page > 1 ? `?page=${String(page)}` : ''}`;

/**
 * My Orders (docs/product.md#tables, docs/product.md#orders; docs/orders.md): the signed-in buyer's orders, one
 * row per order, newest first, a page at a time (`?page=`). Each offers only what the API says the
 * buyer may do to it now: Proceed to Pay for `pay`, DELETE for `delete`.
 */
export function MyOrders({ email }: { email: string }) {
  const t = useMessages(myOrdersMessages);
  const columns = useMessages(myOrderColumnMessages);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const page = myOrdersPageFrom(searchParams);
  const orders = useMyOrderList(email, page);
  const [orderToDelete, setOrderToDelete] = useState<DeletableOrder | null>(null);

  if (orders.isPending) return <LoadingScreen />;
  if (orders.isError) {
    return (
      <ErrorState
        message={toErrorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  }
  const { items, total, pageSize } = orders.data;
  if (total === 0) {
    return (
      <EmptyState>
        {t.noOrders}{' '}
        <Link to={paths.allProducts.getHref()} className="link font-semibold">
          {t.browseAll}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-50' : undefined}>
      <p className="text-base-content/80 mb-3 text-sm font-semibold">
        {t.orderCount({ count: format.count(total) })(total)}
      </p>
      {items.length === 0 ? (
        <PastLastPage firstPageHref={myOrdersHref(1)} />
      ) : (
        <StackedTable
          columns={[
            columns.productName,
            columns.quantity,
            columns.paymentStatus,
            columns.tnxId,
            columns.action,
            columns.order,
          ]}
          aria-label={t.table}
        >
          {items.map((order) => (
            <MyOrderRow
              key={order.id}
              order={order}
              onDelete={(productName) => setOrderToDelete({ _id: order.id, productName, email })}
            />
          ))}
        </StackedTable>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={myOrdersHref} label={t.pages} />
      <DeleteOrderDialog order={orderToDelete} onClose={() => setOrderToDelete(null)} />
    </div>
  );
}
