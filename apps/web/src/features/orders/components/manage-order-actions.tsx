import type { AdminOrder } from '@motoforge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toErrorMessage } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useCollectCash } from '../api/collect-cash';

const cashMessages = defineMessages('orders.collectCashDialog', {
  title: 'Cash collected?',
  question: params('Mark {amount} as collected for {number}?'),
  consequence: 'The order becomes delivered and paid, with its cash receipt as its TnxID.',
  confirm: 'Yes, collected',
  keep: 'Keep it as it is',
  done: params('Cash collected for {number}'),
});

/** What the question needs of the order: Manage All Orders' row or the order's own page. */
type CashOrder = Pick<AdminOrder, 'id' | 'number' | 'cashDue'>;

/**
 * Cash collected for a shipped cash-on-delivery order (the only one the API offers it for), asked
 * once more with the amount the rider should hand over: the order is then delivered and paid.
 */
export function CollectCashDialog({ order, onClose }: { order: CashOrder | null; onClose: () => void }) {
  const t = useMessages(cashMessages);
  const format = useFormat();
  const queryClient = useQueryClient();
  const collectCash = useCollectCash();
  const close = () => {
    onClose();
    collectCash.reset();
  };
  const onConfirm = () => {
    if (!order) return;
    collectCash.mutate(order.id, {
      onSuccess: async () => {
        notify.success(t.done({ number: order.number }));
        close();
        // The list shows the order delivered and paid now, not when it is next opened.
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
      // Refused (collected or cancelled meanwhile): the list shows why behind the dialog's reason.
      onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    });
  };
  return (
    <ConfirmDialog
      isOpen={order !== null}
      title={t.title}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      isConfirming={collectCash.isPending}
      error={collectCash.isError ? toErrorMessage(collectCash.error) : null}
      onConfirm={onConfirm}
      onClose={close}
    >
      {order && (
        <>
          <p className="font-semibold">{t.question({ amount: format.taka(order.cashDue), number: order.number })}</p>
          <p className="mt-2">{t.consequence}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
