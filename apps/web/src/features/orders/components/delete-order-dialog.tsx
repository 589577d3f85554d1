import { type Order, orderRemovedMessage } from '@motoforge/contract';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useDeleteOrder } from '../api/delete-order';

const dialogMessages = defineMessages('orders.deleteOrderDialog', {
  title: 'Confirm delete?',
  remove: 'REMOVE',
  cancel: 'cancel',
  buyer: 'Buyer',
  item: 'Item',
});

/**
 * "Confirm delete?" for one order (My Orders and Manage All Orders), and its removal. A refusal
 * (paid meanwhile, or already gone) closes it with a toast: asking again would not help, and the
 * refreshed list shows why. Otherwise (a lost connection is status 0, or a 5xx) the dialog says
 * what failed and may be confirmed again.
 */
/** What deleting an order needs of it: the booking id, and whose order of what, to show. */
export type DeletableOrder = Pick<Order, '_id' | 'productName' | 'email'>;

export function DeleteOrderDialog({ order, onClose }: { order: DeletableOrder | null; onClose: () => void }) {
  const t = useMessages(dialogMessages);
  const deleteOrder = useDeleteOrder();
  const onRemove = () => {
    if (!order) return;
    deleteOrder.mutate(order._id, {
      onSuccess: () => {
        notify.success(orderRemovedMessage(order.productName));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          notify.error(toErrorMessage(error));
          onClose();
        }
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={order !== null}
      title={t.title}
      confirmLabel={t.remove}
      cancelLabel={t.cancel}
      isConfirming={deleteOrder.isPending}
      error={deleteOrder.isError ? toErrorMessage(deleteOrder.error) : null}
      onConfirm={onRemove}
      onClose={() => {
        onClose();
        deleteOrder.reset();
      }}
    >
      {order && <OrderToDelete email={order.email} productName={order.productName} />}
    </ConfirmDialog>
  );
}

/** Whose order for what: what a "Confirm delete?" dialog shows, so the right order goes. */
function OrderToDelete({ email, productName }: { email: string; productName: string }) {
  const t = useMessages(dialogMessages);
  return (
    <dl className="grid gap-2">
      <div>
        <dt className="text-base-content/70 text-sm font-medium">{t.buyer}</dt>
        <dd className="font-semibold">
          <BreakableEmail email={email} />
        </dd>
      </div>
      <div>
        <dt className="text-base-content/70 text-sm font-medium">{t.item}</dt>
        <dd className="font-semibold">{productName}</dd>
      </div>
    </dl>
  );
}
