import { type Order, formatCount } from '@motoforge/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { payBy } from '@/lib/pay-by';
import { DeleteOrderDialog } from './delete-order-dialog';
import { useMyOrders } from '../api/get-my-orders';

/** My Orders (SPEC.md §2 Tables, §4 row states): the signed-in customer's orders. */
export function MyOrders({ email }: { email: string }) {
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
        You have no orders yet.{' '}
        <Link to={paths.allProducts.getHref()} className="link font-semibold">
          Browse all products
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <StackedTable columns={['Product Name', 'Quantity', 'Payment Status', 'TnxID', 'Action']}>
        {orders.data.map((order) => (
          <OrderRow key={order._id} order={order} onDelete={() => setOrderToDelete(order)} />
        ))}
      </StackedTable>
      <DeleteOrderDialog order={orderToDelete} onClose={() => setOrderToDelete(null)} />
    </>
  );
}

function OrderRow({ order, onDelete }: { order: Order; onDelete: () => void }) {
  // The row's actions repeat on every row; the product name tells them apart for screen readers.
  const productId = `order-${order._id}-product`;
  return (
    <tr role="row">
      <th scope="row" role="rowheader" id={productId} className="min-w-40 font-semibold wrap-anywhere">
        {order.productName}
      </th>
      <StackedCell column="Quantity">{formatCount(order.number)}</StackedCell>
      <StackedCell column="Payment Status">
        {order.paid ? (
          <span className="badge badge-success font-semibold">PAID</span>
        ) : (
          <div className="grid justify-items-start gap-1">
            <Link
              to={paths.dashboard.payment.getHref(order._id)}
              className="btn btn-primary btn-sm whitespace-nowrap"
              aria-describedby={productId}
            >
              Proceed to Pay
            </Link>
            <PayBy createdAt={order.createdAt} />
          </div>
        )}
      </StackedCell>
      <StackedCell column="TnxID" className="font-mono text-sm whitespace-nowrap">
        {order.paid && order.tnxId ? order.tnxId : <span className="font-sans">Not Generated</span>}
      </StackedCell>
      <StackedCell column="Action">
        {order.paid ? (
          <Link
            to={paths.dashboard.review.getHref()}
            className="btn btn-outline btn-sm whitespace-nowrap"
            aria-describedby={productId}
          >
            Add A Review
          </Link>
        ) : (
          <button type="button" className="btn btn-error btn-sm" onClick={onDelete} aria-describedby={productId}>
            DELETE
          </button>
        )}
      </StackedCell>
    </tr>
  );
}

/** Until when an unpaid order holds its parts (UNPAID_ORDER_HOLD_HOURS). */
function PayBy({ createdAt }: { createdAt: string }) {
  const { iso, text } = payBy(createdAt);
  return (
    <span className="text-base-content/70 text-xs whitespace-nowrap">
      Pay by <time dateTime={iso}>{text}</time>
    </span>
  );
}
