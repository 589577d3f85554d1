import type { ShopOrder } from '@motoforge/contract';
import { type ReactNode, useEffect } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, useMessages } from '@/lib/i18n';
import { leaveFor } from '@/lib/leave-for';
import { useErrorMessage } from '@/lib/translate-message';
import { useShopOrder } from '../api/get-shop-order';
import { useStartOnlinePayment } from '../api/start-online-payment';
import { PayByNotice } from './pay-by-notice';
import { ShopOrderSummary } from './shop-order-summary';

/** How SSLCommerz's return ended, as the API's redirect says in `?online=` (routes/payments/sslcommerz.ts). */
export const ONLINE_OUTCOMES = ['paid', 'held', 'unconfirmed', 'fail', 'cancel'] as const;
export type OnlineOutcome = (typeof ONLINE_OUTCOMES)[number];

export const onlineOutcomeOf = (value: string | null): OnlineOutcome | null =>
  ONLINE_OUTCOMES.find((outcome) => outcome === value) ?? null;

/** The buyer paid on the hosted page: the order is paid, held for the shop, or about to be confirmed. */
export const hasPaidOnline = (outcome: OnlineOutcome | null) =>
  outcome === 'paid' || outcome === 'held' || outcome === 'unconfirmed';

/** While a payment waits for SSLCommerz's word, the order is read again this often, this many times. */
const CONFIRMATION_CHECK = { ms: 2_000, times: 5 } as const;

const onlineMessages = defineMessages('payments.onlinePayment', {
  payOnlineHeading: 'Pay online',
  payOnlineIntro:
    "Pay by card, bKash, Nagad or Rocket on SSLCommerz's secure page; it brings you back here once you have paid.",
  payOnline: 'Pay online (SSLCommerz)',
  totalPayable: 'Total Payable',
  heldHeading: 'Your payment is being checked by the shop',
  held: 'SSLCommerz asked the shop to check this payment before accepting it. Your order is kept and you do not need to pay again: it shows as paid here once the shop has accepted it.',
  unconfirmedHeading: 'Your payment is not confirmed yet',
  unconfirmed:
    'If you paid, SSLCommerz usually confirms it within a minute, and this page shows it then. If you did not pay, you can pay now.',
  checkAgain: 'Check again',
  failedHeading: 'The payment did not go through',
  failed: 'Your order is kept and its parts are held for you: you can try again.',
  cancelledHeading: 'You cancelled the payment',
  cancelled: 'Your order is kept and its parts are held for you: you can pay when you are ready.',
  refused: 'The shop refused your last payment, and SSLCommerz is refunding it. You can pay again.',
});

type OnlinePaymentProps = {
  /** The order (not the booking) to pay. */
  orderId: string;
  outcome: OnlineOutcome | null;
  /** The order turned out paid while the page waited for SSLCommerz's confirmation. */
  onPaid: (tnxId: string) => void;
};

/**
 * The payment page of an order paid through SSLCommerz (docs/product.md#paying-online): the order with its delivery
 * fee and total, and the button to the gateway's hosted page; back from it, how the payment ended.
 * A payment that is not confirmed yet is looked for again a few times before the page says so.
 */
export function OnlinePayment({ orderId, outcome, onPaid }: OnlinePaymentProps) {
  const order = useShopOrder(orderId, {
    pollUntil: hasPaidOnline(outcome) ? { isDone: (shopOrder) => shopOrder.paid, ...CONFIRMATION_CHECK } : undefined,
  });
  const paidTnxId = order.data?.paid ? order.data.tnxId : null;

  useEffect(() => {
    if (paidTnxId) onPaid(paidTnxId);
  }, [paidTnxId, onPaid]);

  // Paid after all: the payment page congratulates the buyer (onPaid).
  if (paidTnxId) return <LoadingScreen />;
  return (
    <QueryContent query={order}>
      {(shopOrder) => (
        <PayOnline
          order={shopOrder}
          outcome={outcome}
          checkAgain={{ onClick: () => void order.refetch(), isChecking: order.isFetching }}
        />
      )}
    </QueryContent>
  );
}

type PayOnlineProps = {
  order: ShopOrder;
  outcome: OnlineOutcome | null;
  /** Reads the order again, for a payment not confirmed yet. */
  checkAgain: { onClick: () => void; isChecking: boolean };
};

function PayOnline({ order, outcome, checkAgain }: PayOnlineProps) {
  const t = useMessages(onlineMessages);
  const errorMessage = useErrorMessage();
  const startPayment = useStartOnlinePayment();
  const isHeld = order.onlinePayment?.status === 'held' || outcome === 'held';
  const isLeaving = startPayment.isPending || startPayment.isSuccess;
  const onPay = () =>
    startPayment.mutate(order.id, {
      // Off to SSLCommerz: the button stays disabled while the hosted page loads.
      onSuccess: ({ url }) => leaveFor(url),
    });

  return (
    <div className="grid gap-6">
      {isHeld && (
        <Outcome tone="info" heading={t.heldHeading}>
          {t.held}
        </Outcome>
      )}
      {!isHeld && hasPaidOnline(outcome) && (
        <Outcome tone="warning" heading={t.unconfirmedHeading}>
          {t.unconfirmed}
          <button
            type="button"
            className="btn btn-sm btn-outline mt-3 block"
            onClick={checkAgain.onClick}
            disabled={checkAgain.isChecking}
          >
            {checkAgain.isChecking && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.checkAgain}
          </button>
        </Outcome>
      )}
      {!isHeld && outcome === 'fail' && (
        <Outcome tone="error" heading={t.failedHeading}>
          {t.failed}
        </Outcome>
      )}
      {!isHeld && outcome === 'cancel' && (
        <Outcome tone="warning" heading={t.cancelledHeading}>
          {t.cancelled}
        </Outcome>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ShopOrderSummary order={order} totalLabel={t.totalPayable}>
          {/* A held payment is the shop's to accept: the buyer has nothing to pay by. */}
          {!isHeld && <PayByNotice createdAt={order.createdAt} />}
        </ShopOrderSummary>
        {!isHeld && (
          <section aria-labelledby="online-heading" className="card bg-base-100 border-base-300 border shadow-sm">
            <div className="card-body gap-4 p-5 sm:p-6">
              <h2 id="online-heading" className="text-xl font-bold">
                {t.payOnlineHeading}
              </h2>
              {order.onlinePayment?.status === 'refused' && <p className="text-base-content/80">{t.refused}</p>}
              <p className="text-base-content/80">{t.payOnlineIntro}</p>
              {startPayment.isError && (
                <p role="alert" className="alert alert-error alert-soft border-error/50 border wrap-anywhere">
                  {errorMessage(startPayment.error)}
                </p>
              )}
              <button type="button" className="btn btn-primary btn-lg w-full" onClick={onPay} disabled={isLeaving}>
                {isLeaving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {t.payOnline}
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

const TONES = {
  info: 'alert-info border-info/40',
  warning: 'alert-warning border-warning/50',
  error: 'alert-error border-error/50',
} as const;

/** How the last visit to the hosted page ended: the news the buyer comes back to, above the order. */
function Outcome({ tone, heading, children }: { tone: keyof typeof TONES; heading: string; children: ReactNode }) {
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={`alert alert-soft block border ${TONES[tone]}`}>
      <h3 className="font-bold">{heading}</h3>
      <div className="text-base-content mt-1 text-sm">{children}</div>
    </div>
  );
}
