import {
  ORDER_STATE_LABELS,
  type OrderStateId,
  PAYMENT_METHOD_LABELS,
  type PaymentMethodId,
} from '@motoforge/contract';
import { useLanguage } from '@/lib/i18n';

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

/**
 * The one name of each order state in the page's language: the contract's, which the CSV, the SMS
 * and the e-mails read too (docs/orders.md).
 */
export const useOrderStateLabels = (): Record<OrderStateId, string> => ORDER_STATE_LABELS[useLanguage()];

/** The one name of each way to pay in the page's language, from the contract like the states'. */
export const usePaymentMethodLabels = (): Record<PaymentMethodId, string> => PAYMENT_METHOD_LABELS[useLanguage()];

/** An order's state as a badge. */
export function OrderStateBadge({ state }: { state: OrderStateId }) {
  const labels = useOrderStateLabels();
  return <span className={`badge font-semibold whitespace-nowrap ${STATE_BADGES[state]}`}>{labels[state]}</span>;
}
