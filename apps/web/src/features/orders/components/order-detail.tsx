import { courierNameOf, ORDER_NOTE_MAX, type ShopOrder } from '@motoforge/contract';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { PageTitle } from '@/components/layout/page-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextareaField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { OrderLines } from '@/components/ui/order-lines';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderDetail } from '../api/get-order-detail';
import { InvoiceDownload } from './invoice-download';
import { OrderAdminActions } from './order-admin-actions';
import { OrderCodRisk } from './order-cod-risk';
import { actorLabelOf, eventLabelOf, orderLabelMessages, refundLabelOf } from './order-labels';
import { useOrderStateLabels, usePaymentMethodLabels } from './order-state';

const detailMessages = defineMessages('orders.orderDetail', {
  notFound: 'This order was not found, or it is not yours.',
  myOrders: 'My Orders',
  order: 'Order',
  orderNumber: params('Order {id}'),
  placedOn: params('Placed on {date}'),
  state: 'State',
  parts: 'Parts in this order',
  total: 'Total',
  payment: 'Payment',
  paid: 'Paid',
  notPaid: 'Not paid yet',
  partPaid: params('Delivery fee paid, {amount} at the door'),
  deliverTo: 'Deliver to',
  courier: 'Courier',
  trackingCode: 'Tracking code',
  trackParcel: 'Track the parcel',
  opensElsewhere: '(opens the courier’s site)',
  refund: 'Refund',
  timeline: 'Timeline',
  noEvents: 'Nothing has happened to this order yet.',
  cancelOrder: 'Cancel order',
  cancelTitle: 'Cancel this order?',
  cancelBody: 'Its parts go back on sale. Anything you paid is refunded to the way you paid.',
  reason: 'Reason (optional)',
  keepOrder: 'Keep the order',
  confirmCancel: 'Yes, cancel it',
});

/**
 * /dashboard/order/{id}: one order, titled by its short number (the buyer's and the admin's page
 * alike), its timeline and courier, and what the asker may do to it now.
 */
export function OrderDetail({
  orderId,
  more,
}: {
  orderId: string;
  /** What another feature adds to the order's column (its returns), given the order. */
  more?: (order: ShopOrder) => ReactNode;
}) {
  const t = useMessages(detailMessages);
  const order = useOrderDetail(orderId);
  const title = order.data ? t.orderNumber({ id: order.data.number }) : t.order;
  return (
    <>
      <PageTitle>{`${title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{title}</h1>
      <QueryContent
        query={order}
        errorByStatus={{
          404: () => (
            <EmptyState>
              <p>{t.notFound}</p>
              <Link to={paths.dashboard.order.getHref()} className="btn btn-primary mt-4">
                {t.myOrders}
              </Link>
            </EmptyState>
          ),
        }}
      >
        {(shopOrder) => <OrderDetailView order={shopOrder} more={more} />}
      </QueryContent>
    </>
  );
}

function OrderDetailView({ order, more }: { order: ShopOrder; more?: (order: ShopOrder) => ReactNode }) {
  const t = useMessages(detailMessages);
  const translate = useTranslateMessage();
  const labels = useMessages(orderLabelMessages);
  const stateLabels = useOrderStateLabels();
  const methodLabels = usePaymentMethodLabels();
  const language = useLanguage();
  const format = useFormat();
  const partsId = useId();
  const timelineId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <section className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="card-body gap-4 p-5 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-base-content/70 text-sm">
                {t.placedOn({ date: format.date(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
              </p>
              <p>
                <span className="sr-only">{t.state}: </span>
                <span className="badge badge-lg badge-outline border-primary text-base-content font-semibold">
                  {stateLabels[order.state]}
                </span>
              </p>
            </div>
            <h3 id={partsId} className="font-semibold">
              {t.parts}
            </h3>
            <OrderLines order={order} partsLabelledBy={partsId}>
              <div className="bg-base-200 mt-2 flex flex-wrap justify-between gap-x-4 rounded-box p-3">
                <dt className="text-lg font-bold">{t.total}</dt>
                <dd className="text-xl font-extrabold">{format.taka(order.total)}</dd>
              </div>
            </OrderLines>
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-base-content/70 text-sm font-medium">{t.payment}</dt>
                <dd className="font-semibold">
                  {methodLabels[order.paymentMethod]} ·{' '}
                  {order.paid
                    ? t.paid
                    : order.advance?.paidAt
                      ? t.partPaid({ amount: format.taka(order.cashDue) })
                      : t.notPaid}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/70 text-sm font-medium">{t.deliverTo}</dt>
                <dd className="wrap-anywhere">{order.address}</dd>
              </div>
              {order.courier && (
                <div>
                  <dt className="text-base-content/70 text-sm font-medium">{t.courier}</dt>
                  <dd className="font-semibold">{courierNameOf(order.courier)}</dd>
                </div>
              )}
              {order.trackingCode && (
                <div>
                  <dt className="text-base-content/70 text-sm font-medium">{t.trackingCode}</dt>
                  <dd className="font-mono font-semibold wrap-anywhere">
                    {order.trackingCode}
                    {order.trackingUrl && (
                      <>
                        {' '}
                        <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="link font-sans">
                          {t.trackParcel}
                          <span className="sr-only"> {t.opensElsewhere}</span>
                        </a>
                      </>
                    )}
                  </dd>
                </div>
              )}
              {order.refundStatus && (
                <div>
                  <dt className="text-base-content/70 text-sm font-medium">{t.refund}</dt>
                  <dd className="font-semibold">{refundLabelOf(labels, order.refundStatus)}</dd>
                </div>
              )}
            </dl>
            <InvoiceDownload order={order} />
            {order.actions.includes('cancel') && <CancelOrder order={order} />}
          </div>
        </section>
        <HydrateLater>
          <OrderAdminActions order={order} />
          <OrderCodRisk order={order} />
          {more?.(order)}
        </HydrateLater>
      </div>
      <HydrateLater>
        <section
          aria-labelledby={timelineId}
          className="card bg-base-100 border-base-300 content-start border shadow-sm"
        >
          <div className="card-body gap-4 p-5 sm:p-6">
            <h2 id={timelineId} className="text-xl font-bold">
              {t.timeline}
            </h2>
            {order.events.length === 0 ? (
              <p className="text-base-content/70">{t.noEvents}</p>
            ) : (
              <ol className="border-base-300 grid gap-4 border-s-2 ps-4">
                {order.events.map((event, index) => (
                  <li key={`${event.at}-${index}`} className="relative">
                    <span
                      className="bg-primary absolute -start-[1.4rem] top-1.5 size-3 rounded-full"
                      aria-hidden="true"
                    />
                    <p className="font-semibold">
                      {eventLabelOf(labels, language, event.state)}{' '}
                      <span className="text-base-content/70 font-normal">{actorLabelOf(labels, event.by)}</span>
                    </p>
                    <p className="text-base-content/70 text-sm">
                      <time dateTime={event.at}>
                        {format.date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </p>
                    {/* The shop's own notes are the contract's, in the page's language; a person's as typed. */}
                    {event.note && <p className="text-sm wrap-anywhere">{translate(event.note)}</p>}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      </HydrateLater>
    </div>
  );
}

/** The buyer's (or the admin's) Cancel, with an optional reason, asked once more before it is done. */
export function CancelOrder({ order }: { order: ShopOrder }) {
  const t = useMessages(detailMessages);
  const translate = useTranslateMessage();
  const cancel = useCancelOrder();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div>
      <button type="button" className="btn btn-error btn-outline" onClick={() => setIsOpen(true)}>
        {t.cancelOrder}
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t.cancelTitle}
        confirmLabel={t.confirmCancel}
        cancelLabel={t.keepOrder}
        isConfirming={cancel.isPending}
        error={cancel.isError ? toErrorMessage(cancel.error) : null}
        onConfirm={() => cancel.mutate({ orderId: order.id, reason }, { onSuccess: () => setIsOpen(false) })}
        onClose={() => {
          setIsOpen(false);
          cancel.reset();
        }}
      >
        <p>{t.cancelBody}</p>
        <TextareaField
          className="mt-4"
          label={t.reason}
          value={reason}
          maxLength={ORDER_NOTE_MAX}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmDialog>
      {cancel.isError && !isOpen && (
        <p role="alert" className="text-error mt-2">
          {translate(toErrorMessage(cancel.error))}
        </p>
      )}
    </div>
  );
}
