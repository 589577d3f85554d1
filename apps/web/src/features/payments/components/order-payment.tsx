import { params, defineMessages, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import type { Order } from '@motoforge/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/config/paths';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { usePayBy } from '@/lib/pay-by';
import { totalTaka } from '@/lib/taka-total';
import { useOrder } from '../api/get-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { CardCheckout } from './card-checkout';

const paymentMessages = defineMessages('payments.orderPayment', {
  congratulations: 'Congratulations!!!',
  paymentWentThrough: 'Your payment went through and your order is paid.',
  orderNotFound: 'Order not found',
  backToMyOrders: 'Back to My Orders',
  noSuchOrder: 'There is no order of yours at this address: it may have been deleted, or the link is wrong.',
  orderIsPaid: 'This order is paid',
  nothingToPay: params('{product} × {count} needs no further payment.'),
  payByCard: 'Pay by card',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  product: 'Product',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  hello: params('Hello, {name}'),
  checkOrder: 'Please check your order before you pay.',
  totalPayable: 'Total Payable',
  // {date} is where the date goes, as an element of its own.
  payBy: 'Please pay by {date}: an order still unpaid then is cancelled, and its parts go back on sale.',
  transactionId: 'Transaction id',
  myOrders: 'My Orders',
});

type OrderPaymentProps = {
  orderId: string;
  /** The signed-in customer's display name, for the greeting. */
  buyerName: string;
};

/** The payment page (SPEC.md §2): the order and its total next to the card form. */
export function OrderPayment({ orderId, buyerName }: OrderPaymentProps) {
  const t = useMessages(paymentMessages);
  const format = useFormat();
  const language = useLanguage();
  const order = useOrder(orderId);
  const markOrderPaid = useMarkOrderPaid();
  const [paidTnxId, setPaidTnxId] = useState<string | null>(null);

  if (paidTnxId) {
    return (
      <PaymentOutcome heading={t.congratulations} tnxId={paidTnxId}>
        {t.paymentWentThrough}
      </PaymentOutcome>
    );
  }
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <NotFoundState
          as="h2"
          title={t.orderNotFound}
          link={{ to: paths.dashboard.order.getHref(), label: t.backToMyOrders }}
        >
          {t.noSuchOrder}
        </NotFoundState>
      );
    }
    return (
      <ErrorState
        message={toErrorMessage(order.error)}
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    );
  }
  if (order.data.paid) {
    return (
      <PaymentOutcome heading={t.orderIsPaid} tnxId={order.data.tnxId}>
        {t.nothingToPay({
          product: order.data.productName,
          // Ungrouped in English, as it has always been written here.
          count: language === 'en' ? String(order.data.number) : format.count(order.data.number),
        })}
      </PaymentOutcome>
    );
  }

  const onPaymentConfirmed = async (paymentIntentId: string) => {
    const { order: paidOrder } = await markOrderPaid.mutateAsync({ orderId, tnxId: paymentIntentId });
    setPaidTnxId(paidOrder.tnxId ?? paymentIntentId);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <OrderSummary order={order.data} buyerName={buyerName} />
      <section aria-labelledby="card-heading" className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-6">
          <h2 id="card-heading" className="text-xl font-bold">
            {t.payByCard}
          </h2>
          <CardCheckout order={order.data} onPaymentConfirmed={onPaymentConfirmed} />
        </div>
      </section>
    </div>
  );
}

function OrderSummary({ order, buyerName }: { order: Order; buyerName: string }) {
  const t = useMessages(paymentMessages);
  const format = useFormat();
  const rows = [
    { label: t.email, value: <BreakableEmail email={order.email} /> },
    { label: t.phone, value: order.phone },
    { label: t.address, value: order.address },
    { label: t.product, value: order.productName },
    { label: t.unitPrice, value: format.taka(order.price) },
    { label: t.quantity, value: format.count(order.number) },
  ];
  return (
    <section aria-labelledby="summary-heading" className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="summary-heading" className="text-xl font-bold break-words">
          {t.hello({ name: buyerName })}
        </h2>
        <p className="text-base-content/80">{t.checkOrder}</p>
        <PayByNotice createdAt={order.createdAt} />
        <dl className="divide-base-300 grid divide-y">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <dt className="text-base-content/70 font-medium">{label}</dt>
              <dd className="min-w-0 text-right font-semibold wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="bg-base-200 flex flex-wrap items-center justify-between gap-x-4 rounded-box p-4">
          <span className="text-lg font-bold">{t.totalPayable}</span>
          <span className="text-2xl font-extrabold">{format.taka(totalTaka(order.price, order.number))}</span>
        </div>
      </div>
    </section>
  );
}

/** Until when the order holds its parts: an order unpaid by then is released (UNPAID_ORDER_HOLD_HOURS). */
function PayByNotice({ createdAt }: { createdAt: string }) {
  const t = useMessages(paymentMessages);
  const { iso, text } = usePayBy(createdAt);
  const [before, after] = t.payBy.split('{date}');
  return (
    <p className="text-base-content/80">
      {before}
      <time dateTime={iso} className="font-semibold">
        {text}
      </time>
      {after}
    </p>
  );
}

function PaymentOutcome({ heading, tnxId, children }: { heading: string; tnxId: string | null; children: ReactNode }) {
  const t = useMessages(paymentMessages);
  return (
    <section className="card bg-base-100 border-success/40 mx-auto max-w-xl border shadow-sm">
      <div className="card-body items-center gap-3 p-6 text-center sm:p-8">
        <h2 className="text-success text-3xl font-extrabold">{heading}</h2>
        <p className="text-base-content/80">{children}</p>
        {tnxId && (
          <p className="bg-base-200 w-full rounded-box p-3">
            <span className="text-base-content/70 block text-sm font-medium">{t.transactionId}</span>
            <span className="font-mono font-semibold break-all">{tnxId}</span>
          </p>
        )}
        <Link to={paths.dashboard.order.getHref()} className="btn btn-primary mt-2">
          {t.myOrders}
        </Link>
      </div>
    </section>
  );
}
