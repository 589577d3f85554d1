import { formatCount, formatTaka } from '@motoforge/contract';
import type { Order } from '@motoforge/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/config/paths';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { payBy } from '@/lib/pay-by';
import { totalTaka } from '@/lib/taka-total';
import { useOrder } from '../api/get-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { CardCheckout } from './card-checkout';

type OrderPaymentProps = {
  orderId: string;
  /** The signed-in customer's display name, for the greeting. */
  buyerName: string;
};

/** The payment page (SPEC.md §2): the order and its total next to the card form. */
export function OrderPayment({ orderId, buyerName }: OrderPaymentProps) {
  const order = useOrder(orderId);
  const markOrderPaid = useMarkOrderPaid();
  const [paidTnxId, setPaidTnxId] = useState<string | null>(null);

  if (paidTnxId) {
    return (
      <PaymentOutcome heading="Congratulations!!!" tnxId={paidTnxId}>
        Your payment went through and your order is paid.
      </PaymentOutcome>
    );
  }
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <NotFoundState
          as="h2"
          title="Order not found"
          link={{ to: paths.dashboard.order.getHref(), label: 'Back to My Orders' }}
        >
          There is no order of yours at this address: it may have been deleted, or the link is wrong.
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
      <PaymentOutcome heading="This order is paid" tnxId={order.data.tnxId}>
        {order.data.productName} × {order.data.number} needs no further payment.
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
            Pay by card
          </h2>
          <CardCheckout order={order.data} onPaymentConfirmed={onPaymentConfirmed} />
        </div>
      </section>
    </div>
  );
}

function OrderSummary({ order, buyerName }: { order: Order; buyerName: string }) {
  const rows = [
    { label: 'Email', value: <BreakableEmail email={order.email} /> },
    { label: 'Phone', value: order.phone },
    { label: 'Address', value: order.address },
    { label: 'Product', value: order.productName },
    { label: 'Unit price', value: formatTaka(order.price) },
    { label: 'Quantity', value: formatCount(order.number) },
  ];
  return (
    <section aria-labelledby="summary-heading" className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="summary-heading" className="text-xl font-bold break-words">
          Hello, {buyerName}
        </h2>
        <p className="text-base-content/80">Please check your order before you pay.</p>
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
          <span className="text-lg font-bold">Total Payable</span>
          <span className="text-2xl font-extrabold">{formatTaka(totalTaka(order.price, order.number))}</span>
        </div>
      </div>
    </section>
  );
}

/** Until when the order holds its parts: an order unpaid by then is released (UNPAID_ORDER_HOLD_HOURS). */
function PayByNotice({ createdAt }: { createdAt: string }) {
  const { iso, text } = payBy(createdAt);
  return (
    <p className="text-base-content/80">
      Please pay by{' '}
      <time dateTime={iso} className="font-semibold">
        {text}
      </time>
      : an order still unpaid then is cancelled, and its parts go back on sale.
    </p>
  );
}

function PaymentOutcome({ heading, tnxId, children }: { heading: string; tnxId: string | null; children: ReactNode }) {
  return (
    <section className="card bg-base-100 border-success/40 mx-auto max-w-xl border shadow-sm">
      <div className="card-body items-center gap-3 p-6 text-center sm:p-8">
        <h2 className="text-success text-3xl font-extrabold">{heading}</h2>
        <p className="text-base-content/80">{children}</p>
        {tnxId && (
          <p className="bg-base-200 w-full rounded-box p-3">
            <span className="text-base-content/70 block text-sm font-medium">Transaction id</span>
            <span className="font-mono font-semibold break-all">{tnxId}</span>
          </p>
        )}
        <Link to={paths.dashboard.order.getHref()} className="btn btn-primary mt-2">
          My Orders
        </Link>
      </div>
    </section>
  );
}
