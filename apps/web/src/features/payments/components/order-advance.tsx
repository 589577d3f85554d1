import type { ShopOrder } from '@motoforge/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { leaveFor } from '@/lib/leave-for';
import { useErrorMessage } from '@/lib/translate-message';
import { useStartOnlinePayment } from '../api/start-online-payment';
import { onlineOutcomeOf } from './online-payment';

const advanceMessages = defineMessages('payments.orderAdvance', {
  heading: 'Delivery fee paid in advance',
  dueHeading: 'Pay the delivery fee to confirm this order',
  dueIntro:
    'The shop confirms this cash-on-delivery order once its delivery fee is paid online. You pay the rest in cash at the door.',
  restInCash: 'Then, in cash at the door',
  advance: 'Delivery fee paid online',
  advanceDue: 'Delivery fee to pay online',
  paidOn: params('Paid on {date}'),
  notPaid: 'Not paid yet',
  cashDue: 'Cash due at the door',
  pay: params('Pay the delivery fee ({amount})'),
  notPaidBack: 'The payment did not go through: the delivery fee is still due.',
});

/**
 * A risky cash-on-delivery order's advance (docs/orders.md#cod-risk, ADR 063), on the order's page
 * for its buyer and the admin: the delivery fee paid online, or the button to pay it, and the cash
 * still due at the door. Nothing for an order that asks none.
 */
export function OrderAdvance({ order }: { order: ShopOrder }) {
  const t = useMessages(advanceMessages);
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const startPayment = useStartOnlinePayment();
  const headingId = useId();
  const [search] = useSearchParams();
  const { advance } = order;
  if (!advance) return null;
  const isDue = order.actions.includes('pay-advance');
  const outcome = onlineOutcomeOf(search.get('online'));
  const isLeaving = startPayment.isPending || startPayment.isSuccess;
  const onPay = () => startPayment.mutate(order.id, { onSuccess: ({ url }) => leaveFor(url) });
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {advance.paidAt ? t.heading : t.dueHeading}
        </h2>
        {isDue && <p className="text-base-content/80">{t.dueIntro}</p>}
        {isDue && (outcome === 'fail' || outcome === 'cancel') && (
          <p role="alert" className="alert alert-warning alert-soft border-warning/50 text-base-content border">
            {t.notPaidBack}
          </p>
        )}
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt>{advance.paidAt ? t.advance : t.advanceDue}</dt>
          <dd className="text-right font-semibold">{format.taka(advance.amount)}</dd>
          <dd className="text-base-content/70 col-span-2 text-sm">
            {advance.paidAt ? t.paidOn({ date: format.date(advance.paidAt, { dateStyle: 'medium' }) }) : t.notPaid}
          </dd>
          {/* While it is due, what the door will ask once it is paid; then what it asks now. */}
          <dt className="text-lg font-bold">{advance.paidAt ? t.cashDue : t.restInCash}</dt>
          <dd className="text-right text-lg font-extrabold">
            {format.taka(advance.paidAt ? order.cashDue : advance.restInCash)}
          </dd>
        </dl>
        {startPayment.isError && (
          <p role="alert" className="alert alert-error alert-soft border-error/50 border wrap-anywhere">
            {errorMessage(startPayment.error)}
          </p>
        )}
        {isDue && (
          <button type="button" className="btn btn-primary btn-lg w-full" onClick={onPay} disabled={isLeaving}>
            {isLeaving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.pay({ amount: format.taka(advance.amount) })}
          </button>
        )}
      </div>
    </section>
  );
}
