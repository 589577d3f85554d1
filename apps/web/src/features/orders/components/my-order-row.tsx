import type { MyOrder } from '@motoforge/contract';
import { Link } from 'react-router';
import { StackedCell } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { useLineName } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { usePayBy } from '@/lib/pay-by';
import { OrderStateBadge, usePaymentMethodLabels } from './order-state';

/** The spec's columns of My Orders, and what a row of it says. */
export const myOrderColumnMessages = defineMessages('orders.myOrderRow', {
  productName: 'Product Name',
  quantity: 'Quantity',
  total: 'Total',
  paymentStatus: 'Payment Status',
  tnxId: 'TnxID',
  orderState: 'Order state',
  action: 'Action',
  order: 'Order',
  orderOf: params('Order {number}'),
  partsOf: params('Parts of order {number}'),
  paid: 'PAID',
  proceedToPay: 'Proceed to Pay',
  // {date} is where the date goes, as an element of its own.
  payBy: 'Pay by {date}',
  notGenerated: 'Not Generated',
  addReview: 'Add A Review',
  delete: 'DELETE',
  orderDetails: 'Order details',
});

/** A state in which the order's parts reached, and stayed with, the buyer: worth a review. */
const isReviewable = (order: MyOrder) => order.paid && order.state !== 'cancelled' && order.state !== 'returned';

type MyOrderRowProps = {
  order: MyOrder;
  /** DELETE was pressed: the order's parts, named as the row names them, for the question. */
  onDelete: (productName: string) => void;
};

/**
 * One order of My Orders in the spec's columns (Product Name, Quantity, Payment Status, TnxID,
 * Action), then the order: its number, date, total and one state. Its parts are named in Bangla on
 * a Bangla page where the part has a Bangla name.
 */
export function MyOrderRow({ order, onDelete }: MyOrderRowProps) {
  const t = useMessages(myOrderColumnMessages);
  const methods = usePaymentMethodLabels();
  const format = useFormat();
  const nameOf = useLineName();
  const productName = order.lines.map(nameOf).join(', ');
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const can = (action: MyOrder['actions'][number]) => order.actions.includes(action);
  // The row's actions repeat on every row; its parts tell them apart for screen readers.
  const partsId = `my-order-${order.id}-parts`;
  return (
    <tr role="row">
      <th scope="row" role="rowheader" id={partsId} className="min-w-40 font-semibold wrap-anywhere">
        {order.lines.length === 1 ? (
          productName
        ) : (
          <ul aria-label={t.partsOf({ number: order.number })} className="grid gap-0.5">
            {order.lines.map((line) => (
              <li key={line._id}>
                <span>{nameOf(line)}</span> × {format.count(line.quantity)}
              </li>
            ))}
          </ul>
        )}
      </th>
      <StackedCell column={t.quantity}>{format.count(quantity)}</StackedCell>
      <StackedCell column={t.paymentStatus}>
        {order.paid ? (
          <span className="badge badge-success font-semibold">{t.paid}</span>
        ) : can('pay') ? (
          <div className="grid justify-items-start gap-1">
            <Link
              to={paths.dashboard.payment.getHref(order.id)}
              className="btn btn-primary btn-sm whitespace-nowrap"
              aria-describedby={partsId}
            >
              {t.proceedToPay}
            </Link>
            <PayBy createdAt={order.createdAt} />
          </div>
        ) : (
          <span className="text-base-content/80 text-sm">{methods[order.paymentMethod]}</span>
        )}
      </StackedCell>
      <StackedCell column={t.tnxId} className="font-mono text-sm">
        {order.paid && order.tnxId ? (
          <span className="wrap-anywhere">{order.tnxId}</span>
        ) : (
          <span className="font-sans">{t.notGenerated}</span>
        )}
      </StackedCell>
      <StackedCell column={t.action}>
        <div className="grid justify-items-start gap-1">
          {isReviewable(order) && (
            <Link
              to={paths.dashboard.review.getHref()}
              className="btn btn-outline btn-sm whitespace-nowrap"
              aria-describedby={partsId}
            >
              {t.addReview}
            </Link>
          )}
          {can('delete') && (
            <button
              type="button"
              className="btn btn-error btn-sm"
              onClick={() => onDelete(productName)}
              aria-describedby={partsId}
            >
              {t.delete}
            </button>
          )}
          <Link
            to={paths.dashboard.orderDetail.getHref(order.id)}
            className="link text-sm whitespace-nowrap"
            aria-describedby={partsId}
          >
            {t.orderDetails}
          </Link>
        </div>
      </StackedCell>
      {/* The order as a whole in one column, so the table fits beside the dashboard's menu at 1280 px. */}
      <StackedCell column={t.order}>
        <div className="grid justify-items-start gap-1">
          <Link
            to={paths.dashboard.orderDetail.getHref(order.id)}
            aria-label={t.orderOf({ number: order.number })}
            className="link font-mono text-sm font-semibold whitespace-nowrap"
          >
            {order.number}
          </Link>
          <time dateTime={order.createdAt} className="text-base-content/70 text-xs whitespace-nowrap">
            {format.date(order.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}
          </time>
          <span className="font-semibold whitespace-nowrap">
            <span className="sr-only">{t.total}: </span>
            {format.taka(order.total)}
          </span>
          <span>
            <span className="sr-only">{t.orderState}: </span>
            <OrderStateBadge state={order.state} />
          </span>
        </div>
      </StackedCell>
    </tr>
  );
}

/** Until when an unpaid order holds its parts (UNPAID_ORDER_HOLD_HOURS). */
function PayBy({ createdAt }: { createdAt: string }) {
  const t = useMessages(myOrderColumnMessages);
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
