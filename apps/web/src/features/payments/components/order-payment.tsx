import { params, defineMessages, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import type { Order } from '@motoforge/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { totalTaka } from '@/lib/taka-total';
import { useOrder } from '../api/get-order';
import { useShopOrder } from '../api/get-shop-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { CardCheckout } from './card-checkout';
import { ConfirmCashOnDelivery } from './confirm-cash-on-delivery';
import { OrderNotFound } from './order-not-found';
import { hasPaidOnline, OnlinePayment, onlineOutcomeOf } from './online-payment';
import { PayByNotice } from './pay-by-notice';
import { PaymentOutcome } from './payment-outcome';
import { ShopOrderSummary } from './shop-order-summary';

const paymentMessages = defineMessages('payments.orderPayment', {
  congratulations: 'Congratulations!!!',
  paymentWentThrough: 'Your payment went through and your order is paid.',
  orderIsPaid: 'This order is paid',
  nothingToPay: params('{product} × {count} needs no further payment.'),
  payByCard: 'Pay by card',
  order: 'Order',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  product: 'Product',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  hello: params('Hello, {name}'),
  checkOrder: 'Please check your order before you pay.',
  totalPayable: 'Total Payable',
});

type OrderPaymentProps = {
  orderId: string;
  /** The signed-in customer's display name, for the greeting. */
  buyerName: string;
};

/**
 * The payment page (docs/product.md#payment-page): the order and its total next to the card form. An order of the
 * checkout paid through SSLCommerz offers its hosted page instead, and one paid in cash on delivery
 * its phone confirmation (docs/product.md#cash-on-delivery).
 */
export function OrderPayment({ orderId, buyerName }: OrderPaymentProps) {
  const t = useMessages(paymentMessages);
  const format = useFormat();
  const language = useLanguage();
  const order = useOrder(orderId);
  const markOrderPaid = useMarkOrderPaid();
  const [paidTnxId, setPaidTnxId] = useState<string | null>(null);
  // Back from SSLCommerz's hosted page (its return goes through the API, which says how it ended).
  const [searchParams] = useSearchParams();
  const online = onlineOutcomeOf(searchParams.get('online'));

  if (paidTnxId) {
    return (
      <PaymentOutcome heading={t.congratulations} tnxId={paidTnxId}>
        {t.paymentWentThrough}
      </PaymentOutcome>
    );
  }
  if (order.isPending) return <LoadingScreen />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    return (
      <ErrorState
        message={toErrorMessage(order.error)}
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    );
  }
  const isOnline = order.data.paymentMethod === 'sslcommerz';
  if (order.data.paid && isOnline && hasPaidOnline(online)) {
    return (
      <PaymentOutcome heading={t.congratulations} tnxId={order.data.tnxId}>
        {t.paymentWentThrough}
      </PaymentOutcome>
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

  if (isOnline) return <OnlinePayment orderId={order.data.orderId} outcome={online} onPaid={setPaidTnxId} />;
  // Cash on delivery: nothing to pay here, but the order counts once its phone is confirmed.
  if (order.data.paymentMethod === 'cod') return <ConfirmCashOnDelivery orderId={order.data.orderId} />;

  const onPaymentConfirmed = async (paymentIntentId: string) => {
    const { order: paidOrder } = await markOrderPaid.mutateAsync({ orderId, tnxId: paymentIntentId });
    setPaidTnxId(paidOrder.tnxId ?? paymentIntentId);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {isOnePartOrder(order.data) ? (
        <OrderSummary order={order.data} buyerName={buyerName} />
      ) : (
        <CheckoutOrderSummary order={order.data} buyerName={buyerName} />
      )}
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

/** A booking that is its whole order (the spec's `/purchase/{id}`): no other parts, no delivery fee. */
function isOnePartOrder(order: Order): boolean {
  return order.orderTotal === totalTaka(order.price, order.number);
}

/**
 * A card order placed at the checkout: the card is charged the order's total, so the page shows
 * every part, the delivery fee and that total, not just this booking's line.
 */
function CheckoutOrderSummary({ order, buyerName }: { order: Order; buyerName: string }) {
  const t = useMessages(paymentMessages);
  const shopOrder = useShopOrder(order.orderId);
  if (shopOrder.isPending) return <LoadingScreen />;
  if (shopOrder.isError) {
    return (
      <ErrorState
        message={toErrorMessage(shopOrder.error)}
        onRetry={() => void shopOrder.refetch()}
        isRetrying={shopOrder.isFetching}
      />
    );
  }
  return (
    <ShopOrderSummary order={shopOrder.data} totalLabel={t.totalPayable}>
      <p className="font-semibold wrap-anywhere">{t.hello({ name: buyerName })}</p>
      <p className="text-base-content/80">{t.checkOrder}</p>
      <PayByNotice createdAt={order.createdAt} />
    </ShopOrderSummary>
  );
}

function OrderSummary({ order, buyerName }: { order: Order; buyerName: string }) {
  const t = useMessages(paymentMessages);
  const format = useFormat();
  const rows = [
    { label: t.order, value: <span className="font-mono">{order.orderNumber}</span> },
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
          <span className="text-2xl font-extrabold">{format.taka(order.orderTotal)}</span>
        </div>
      </div>
    </section>
  );
}
