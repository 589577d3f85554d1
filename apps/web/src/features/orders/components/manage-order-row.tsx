import { type AdminOrder, isMoveAllowed, type Language } from '@motoforge/contract';
import { Link } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { DeadlineBadge } from '@/components/ui/deadline-badge';
import { StackedCell } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { useLineName } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { OrderStateBadge, usePaymentMethodLabels } from './order-state';

/** The spec's columns of Manage All Orders, and what a row of it says. */
export const manageOrderRowMessages = defineMessages('orders.manageOrderRow', {
  productName: 'Product Name',
  riskScore: params('COD risk {score}'),
  riskHeld: params('COD risk {score}: held for a check'),
  email: 'Email',
  paymentStatus: 'Payment Status',
  state: 'State',
  approveAction: 'Approve Action',
  action: 'Action',
  order: 'Order',
  paid: 'PAID',
  unpaid: 'UNPAID',
  approveOrder: 'Approve Order',
  // Every row repeats the same buttons; their names say which order they act on.
  approveOrderOf: params('Approve Order of {product} by {email}'),
  notPaid: 'NOT PAID',
  delete: 'DELETE',
  deleteOrderOf: params('Delete order of {product} by {email}'),
  cashCollected: 'Cash collected',
  cashCollectedOf: params('Cash collected for {number}'),
  orderLink: params('Order {number}'),
  total: params('Total {amount}'),
  tnxId: params('TnxID {id}'),
  shipTo: 'Ship to',
});

/** When an order was placed, to the minute; in Bangla on the 24-hour clock. */
const TIME_FORMAT: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  bn: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

/** What the spec's columns name an order by: its parts, each once, in the page's language. */
export function useProductNameOf() {
  const nameOf = useLineName();
  return (order: AdminOrder) => order.lines.map(nameOf).join(', ');
}

type ManageOrderRowProps = {
  order: AdminOrder;
  isApproving: boolean;
  onApprove: (tnxId: string) => void;
  onDelete: () => void;
  onCollectCash: () => void;
};

/**
 * One order of Manage All Orders: whose and what, paid or not, its one state, and only what the
 * order allows now (the API's `actions`, and the order's table of moves for Approve Order).
 */
export function ManageOrderRow({ order, isApproving, onApprove, onDelete, onCollectCash }: ManageOrderRowProps) {
  const t = useMessages(manageOrderRowMessages);
  const { tnxId } = order;
  const productNameOf = useProductNameOf();
  const which = { product: productNameOf(order), email: order.buyer.email };
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="min-w-32 font-semibold wrap-anywhere">
        {which.product}
      </th>
      <StackedCell column={t.email}>
        {/* While the rows are a table (50rem and up: styles.css's .table-stack), the column keeps room
            for an address of 25 characters or so on one line; a longer one wraps after its @ (and a
            name longer than the column anywhere) rather than push the table wider than its box,
            which Bangla's wider labels leave less room in. A card wraps it as it must. */}
        <BreakableEmail email={order.buyer.email} className="@min-[50rem]:inline-block @min-[50rem]:min-w-44" />
      </StackedCell>
      <StackedCell column={t.paymentStatus}>
        {order.paid ? (
          <div className="grid justify-items-start gap-1">
            <span className="badge badge-success font-semibold">{t.paid}</span>
            {tnxId && <span className="font-mono text-xs wrap-anywhere">{t.tnxId({ id: tnxId })}</span>}
          </div>
        ) : (
          <span className="badge badge-ghost font-semibold">{t.unpaid}</span>
        )}
      </StackedCell>
      <StackedCell column={t.state}>
        <OrderStateBadge state={order.state} />
      </StackedCell>
      <StackedCell column={t.approveAction}>
        {order.paid && tnxId ? (
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={t.approveOrderOf(which)}
            // The spec's Approve: a paid online order ships; once shipping (or cancelled) it is done.
            disabled={order.status || !isMoveAllowed(order, 'approve', 'admin') || isApproving}
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
        <div className="flex flex-wrap gap-2">
          {order.actions.includes('collect-cash') && (
            <button
              type="button"
              className="btn btn-success btn-sm whitespace-nowrap"
              aria-label={t.cashCollectedOf({ number: order.number })}
              onClick={onCollectCash}
            >
              {t.cashCollected}
            </button>
          )}
          {order.actions.includes('delete') && (
            <button
              type="button"
              className="btn btn-error btn-sm"
              aria-label={t.deleteOrderOf(which)}
              onClick={onDelete}
            >
              {t.delete}
            </button>
          )}
        </div>
      </StackedCell>
      <StackedCell column={t.order}>
        <OrderSummary order={order} />
      </StackedCell>
    </tr>
  );
}

/** The order's number (its page), when, how much and how paid, and where it goes with what. */
function OrderSummary({ order }: { order: AdminOrder }) {
  const t = useMessages(manageOrderRowMessages);
  const methods = usePaymentMethodLabels();
  const format = useFormat();
  const language = useLanguage();
  const nameOf = useLineName();
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <Link to={paths.dashboard.orderDetail.getHref(order.id)} className="link font-semibold whitespace-nowrap">
        {t.orderLink({ number: order.number })}
      </Link>
      <time dateTime={order.createdAt}>{format.date(order.createdAt, TIME_FORMAT[language])}</time>
      <span className="font-semibold whitespace-nowrap">{t.total({ amount: format.taka(order.total) })}</span>
      <span>{methods[order.paymentMethod]}</span>
      {order.deadline && <DeadlineBadge deadline={order.deadline} />}
      {order.codRisk && (
        <span className={`badge h-auto ${order.codRisk.isHeld ? 'badge-warning' : 'badge-ghost'} font-semibold`}>
          {(order.codRisk.isHeld ? t.riskHeld : t.riskScore)({ score: format.count(order.codRisk.score) })}
        </span>
      )}
      <div role="group" aria-label={t.shipTo} className="border-base-300 mt-2 grid w-full gap-1 border-t pt-2">
        <span className="text-base-content/70 text-xs font-medium">{t.shipTo}</span>
        <span className="font-semibold">{order.deliveryName}</span>
        <a href={`tel:${order.phone}`} className="link whitespace-nowrap">
          {order.phone}
        </a>
        <span className="whitespace-pre-line wrap-anywhere">{order.address}</span>
        <ul className="mt-1 list-inside list-disc">
          {order.lines.map((line) => (
            <li key={line._id} className="wrap-anywhere">
              {nameOf(line)} × {format.count(line.quantity)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
