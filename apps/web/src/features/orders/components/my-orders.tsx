import type { Order } from '@motoforge/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { usePayBy } from '@/lib/pay-by';
import { DeleteOrderDialog } from './delete-order-dialog';
import { OrderStateBadge, useOrderStateNames } from './order-state';
import { useMyOrders } from '../api/get-my-orders';

const myOrdersMessages = defineMessages('orders.myOrders', {
  noOrders: 'You have no orders yet.',
  browseAll: 'Browse all products',
  productName: 'Product Name',
  quantity: 'Quantity',
  paymentStatus: 'Payment Status',
  tnxId: 'TnxID',
  action: 'Action',
  paid: 'PAID',
  proceedToPay: 'Proceed to Pay',
  notGenerated: 'Not Generated',
  addReview: 'Add A Review',
  delete: 'DELETE',
  orderDetails: 'Order details',
  // {date} is where the date goes, as an element of its own.
  payBy: 'Pay by {date}',
  date: 'Date',
  total: 'Total',
  orderState: 'Order state',
  orderStateOf: params('{state}: open the order of {product}'),
});

/** My Orders (SPEC.md §2 Tables, §4 row states): the signed-in customer's orders. */
export function MyOrders({ email }: { email: string }) {
  const t = useMessages(myOrdersMessages);
  const orders = useMyOrders(email);
  const [orderToDelete, setOrderToDelete] = useState<Order | null>(null);

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
  if (orders.data.length === 0) {
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
    <>
      <StackedTable
        columns={[t.productName, t.quantity, t.paymentStatus, t.tnxId, t.action, t.date, t.total, t.orderState]}
      >
        {orders.data.map((order) => (
          <OrderRow key={order._id} order={order} onDelete={() => setOrderToDelete(order)} />
        ))}
      </StackedTable>
      <DeleteOrderDialog order={orderToDelete} onClose={() => setOrderToDelete(null)} />
    </>
  );
}

function OrderRow({ order, onDelete }: { order: Order; onDelete: () => void }) {
  const t = useMessages(myOrdersMessages);
  const names = useOrderStateNames();
  const format = useFormat();
  // The row's actions repeat on every row; the product name tells them apart for screen readers.
  const productId = `order-${order._id}-product`;
  return (
    <tr role="row">
      <th scope="row" role="rowheader" id={productId} className="min-w-40 font-semibold wrap-anywhere">
        {order.productName}
      </th>
      <StackedCell column={t.quantity}>{format.count(order.number)}</StackedCell>
      <StackedCell column={t.paymentStatus}>
        {order.paid ? (
          <span className="badge badge-success font-semibold">{t.paid}</span>
        ) : (
          <div className="grid justify-items-start gap-1">
            <Link
              to={paths.dashboard.payment.getHref(order._id)}
              className="btn btn-primary btn-sm whitespace-nowrap"
              aria-describedby={productId}
            >
              {t.proceedToPay}
            </Link>
            <PayBy createdAt={order.createdAt} />
          </div>
        )}
      </StackedCell>
      <StackedCell column={t.tnxId} className="font-mono text-sm whitespace-nowrap">
        {order.paid && order.tnxId ? order.tnxId : <span className="font-sans">{t.notGenerated}</span>}
      </StackedCell>
      <StackedCell column={t.action}>
        {order.paid ? (
          <Link
            to={paths.dashboard.review.getHref()}
            className="btn btn-outline btn-sm whitespace-nowrap"
            aria-describedby={productId}
          >
            {t.addReview}
          </Link>
        ) : (
          <button type="button" className="btn btn-error btn-sm" onClick={onDelete} aria-describedby={productId}>
            {t.delete}
          </button>
        )}
        <Link
          to={paths.dashboard.orderDetail.getHref(order.orderId)}
          className="link mt-1 block text-sm whitespace-nowrap"
          aria-describedby={productId}
        >
          {t.orderDetails}
        </Link>
      </StackedCell>
      <StackedCell column={t.date}>
        <time dateTime={order.createdAt} className="whitespace-nowrap">
          {format.date(order.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}
        </time>
      </StackedCell>
      <StackedCell column={t.total} className="font-semibold whitespace-nowrap">
        {format.taka(order.orderTotal)}
      </StackedCell>
      <StackedCell column={t.orderState}>
        <Link
          to={paths.dashboard.orderDetail.getHref(order.orderId)}
          aria-label={t.orderStateOf({ state: names[order.state], product: order.productName })}
          className="link no-underline"
        >
          <OrderStateBadge state={order.state} />
        </Link>
      </StackedCell>
    </tr>
  );
}

/** Until when an unpaid order holds its parts (UNPAID_ORDER_HOLD_HOURS). */
function PayBy({ createdAt }: { createdAt: string }) {
  const t = useMessages(myOrdersMessages);
  const { iso, text } = usePayBy(createdAt);
  const [before, after] = t.payBy.split('{date}');
  return (
    // The moment is kept on one line; the words around it wrap in a narrow card (Bangla's are long).
    <span className="text-base-content/70 text-xs">
      {before}
      <time dateTime={iso} className="whitespace-nowrap">
        {text}
      </time>
      {after}
    </span>
  );
}
