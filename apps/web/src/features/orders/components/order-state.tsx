import type { OrderStateId, PaymentMethodId } from '@motoforge/contract';
import { defineMessages, useMessages } from '@/lib/i18n';

const orderStateMessages = defineMessages('orders.orderState', {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  cod: 'Cash on delivery',
  sslcommerz: 'Online (SSLCommerz)',
  card: 'Card',
});

/** Each state's colour: waiting, on its way, done, undone. */
const STATE_BADGES: Record<OrderStateId, string> = {
  placed: 'badge-ghost',
  confirmed: 'badge-warning',
  packed: 'badge-warning',
  shipped: 'badge-info',
  delivered: 'badge-success',
  cancelled: 'badge-error',
  returned: 'badge-error',
};

/** The names of the order states (DESIGN.md §10) and of the ways to pay, in the page's language. */
export const useOrderStateNames = (): Record<OrderStateId | PaymentMethodId, string> => useMessages(orderStateMessages);

/** An order's state as a badge. */
export function OrderStateBadge({ state }: { state: OrderStateId }) {
  const names = useOrderStateNames();
  return <span className={`badge font-semibold whitespace-nowrap ${STATE_BADGES[state]}`}>{names[state]}</span>;
}
