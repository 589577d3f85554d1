import { params, defineMessages, useMessages } from '@/lib/i18n';
import { messages, type Order } from '@motoforge/contract';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { toErrorMessage } from '@/lib/api-client';
import { useApproveOrder } from '../api/approve-order';
import { DeleteOrderDialog } from './delete-order-dialog';
import { useAllOrders } from '../api/get-all-orders';

const manageOrdersMessages = defineMessages('orders.manageOrders', {
  noOrders: 'No orders have been placed yet.',
  allOrders: 'All Orders',
  productName: 'Product Name',
  email: 'Email',
  paymentStatus: 'Payment Status',
  state: 'State',
  approveAction: 'Approve Action',
  action: 'Action',
  paid: 'PAID',
  unpaid: 'UNPAID',
  shipping: 'SHIPPING',
  pending: 'PENDING',
  approveOrder: 'Approve Order',
  // Every row repeats the same buttons; their names say which order they act on.
  approveOrderOf: params('Approve Order of {product} by {email}'),
  notPaid: 'NOT PAID',
  delete: 'DELETE',
  deleteOrderOf: params('Delete order of {product} by {email}'),
});

/** Manage All Orders (SPEC.md §2 Tables, §4 order status): every order, to approve or delete. */
export function ManageOrders() {
  const t = useMessages(manageOrdersMessages);
  const orders = useAllOrders();
  const approveOrder = useApproveOrder();
  const [orderToDelete, setOrderToDelete] = useState<Order | null>(null);

  const onApprove = (tnxId: string) =>
    approveOrder.mutate(tnxId, {
      onSuccess: () => notify.success(messages.productShipping),
      onError: (error) => notify.error(toErrorMessage(error)),
    });

  return (
    <>
      <QueryContent query={orders} isEmpty={(list) => list.length === 0} emptyText={t.noOrders}>
        {(list) => (
          <StackedTable
            columns={[
              t.productName,
              // Room for an address of 25 characters or so on one line, when the table has it.
              { name: t.email, className: 'w-64' },
              t.paymentStatus,
              t.state,
              t.approveAction,
              t.action,
            ]}
            aria-label={t.allOrders}
          >
            {list.map((order) => (
              <OrderRow
                key={order._id}
                order={order}
                isApproving={approveOrder.isPending && approveOrder.variables === order.tnxId}
                onApprove={onApprove}
                onDelete={() => setOrderToDelete(order)}
              />
            ))}
          </StackedTable>
        )}
      </QueryContent>
      <DeleteOrderDialog order={orderToDelete} onClose={() => setOrderToDelete(null)} />
    </>
  );
}

type OrderRowProps = {
  order: Order;
  isApproving: boolean;
  onApprove: (tnxId: string) => void;
  onDelete: () => void;
};

function OrderRow({ order, isApproving, onApprove, onDelete }: OrderRowProps) {
  const t = useMessages(manageOrdersMessages);
  const { tnxId, status: isShipping } = order;
  const which = { product: order.productName, email: order.email };
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="min-w-40 font-semibold wrap-anywhere">
        {order.productName}
      </th>
      <StackedCell column={t.email}>
        <BreakableEmail email={order.email} />
      </StackedCell>
      <StackedCell column={t.paymentStatus}>
        {order.paid ? (
          <span className="badge badge-success font-semibold">{t.paid}</span>
        ) : (
          <span className="badge badge-ghost font-semibold">{t.unpaid}</span>
        )}
      </StackedCell>
      <StackedCell column={t.state}>
        {isShipping ? (
          <span className="badge badge-info font-semibold">{t.shipping}</span>
        ) : (
          <span className="badge badge-warning font-semibold">{t.pending}</span>
        )}
      </StackedCell>
      <StackedCell column={t.approveAction}>
        {tnxId ? (
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={t.approveOrderOf(which)}
            disabled={isShipping || isApproving}
            onClick={() => onApprove(tnxId)}
          >
            {isApproving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.approveOrder}
          </button>
        ) : (
          <span className="text-base-content/70 font-semibold whitespace-nowrap">{t.notPaid}</span>
        )}
      </StackedCell>
      <StackedCell column={t.action}>
        <button type="button" className="btn btn-error btn-sm" aria-label={t.deleteOrderOf(which)} onClick={onDelete}>
          {t.delete}
        </button>
      </StackedCell>
    </tr>
  );
}
