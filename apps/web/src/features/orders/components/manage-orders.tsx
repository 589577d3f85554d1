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

/** Manage All Orders (SPEC.md §2 Tables, §4 order status): every order, to approve or delete. */
export function ManageOrders() {
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
      <QueryContent query={orders} isEmpty={(list) => list.length === 0} emptyText="No orders have been placed yet.">
        {(list) => (
          <StackedTable
            columns={[
              'Product Name',
              // Room for an address of 25 characters or so on one line, when the table has it.
              { name: 'Email', className: 'w-64' },
              'Payment Status',
              'State',
              'Approve Action',
              'Action',
            ]}
            aria-label="All Orders"
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
  const { tnxId, status: isShipping } = order;
  // Every row repeats the same buttons; their names say which order they act on.
  const which = `${order.productName} by ${order.email}`;
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="min-w-40 font-semibold wrap-anywhere">
        {order.productName}
      </th>
      <StackedCell column="Email">
        <BreakableEmail email={order.email} />
      </StackedCell>
      <StackedCell column="Payment Status">
        {order.paid ? (
          <span className="badge badge-success font-semibold">PAID</span>
        ) : (
          <span className="badge badge-ghost font-semibold">UNPAID</span>
        )}
      </StackedCell>
      <StackedCell column="State">
        {isShipping ? (
          <span className="badge badge-info font-semibold">SHIPPING</span>
        ) : (
          <span className="badge badge-warning font-semibold">PENDING</span>
        )}
      </StackedCell>
      <StackedCell column="Approve Action">
        {tnxId ? (
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={`Approve Order of ${which}`}
            disabled={isShipping || isApproving}
            onClick={() => onApprove(tnxId)}
          >
            {isApproving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Approve Order
          </button>
        ) : (
          <span className="text-base-content/70 font-semibold whitespace-nowrap">NOT PAID</span>
        )}
      </StackedCell>
      <StackedCell column="Action">
        <button
          type="button"
          className="btn btn-error btn-sm"
          aria-label={`Delete order of ${which}`}
          onClick={onDelete}
        >
          DELETE
        </button>
      </StackedCell>
    </tr>
  );
}
