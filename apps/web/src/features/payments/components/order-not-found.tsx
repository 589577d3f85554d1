import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';

const notFoundMessages = defineMessages('payments.orderNotFound', {
  title: 'Order not found',
  noSuchOrder: 'There is no order of yours at this address: it may have been deleted, or the link is wrong.',
  backToMyOrders: 'Back to My Orders',
});

/** An order the API does not know, or not as the buyer's (a 404): trying again cannot help. */
export function OrderNotFound() {
  const t = useMessages(notFoundMessages);
  return (
    <NotFoundState as="h2" title={t.title} link={{ to: paths.dashboard.order.getHref(), label: t.backToMyOrders }}>
      {t.noSuchOrder}
    </NotFoundState>
  );
}
