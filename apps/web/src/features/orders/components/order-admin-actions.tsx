import {
  COURIER_IDS,
  COURIER_NAME_MAX,
  COURIER_NAMES,
  orderTransitionInputSchema,
  shipActionOf,
  TRACKING_CODE_MAX,
  type CourierId,
  type OrderActionId,
  type ShopOrder,
} from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CollectCashDialog } from './manage-order-actions';
import { InputField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCourierQuotes } from '../api/get-courier-quotes';
import { useRetryRefund } from '../api/retry-refund';
import { useReviewHeldPayment } from '../api/review-held-payment';
import { useTransitionOrder } from '../api/transition-order';

const adminMessages = defineMessages('orders.orderAdminActions', {
  heading: 'Shop actions',
  pack: 'Mark packed',
  ship: 'Ship',
  courier: 'Courier',
  apiCourier: params('{courier} (its API makes the parcel and its code)'),
  deliveryCharge: params('Delivery charge {charge}'),
  noQuote: 'No price from its API',
  otherCourier: 'Another courier',
  courierName: 'Courier’s name',
  trackingCode: 'Tracking code',
  delivered: 'Mark delivered',
  cashCollected: 'Cash collected',
  return: 'Mark returned',
  returnTitle: 'Mark this order returned?',
  returnBody: 'Its parts go back on sale and its payment is refunded.',
  confirmReturn: 'Yes, returned',
  keep: 'Keep it as it is',
  retryRefund: 'Retry refund',
  refundProblem: 'Why the refund was refused',
  heldPayment: 'SSLCommerz rated this payment risky: accept it, or refuse it (the money goes back).',
  acceptPayment: 'Accept payment',
  refusePayment: 'Refuse payment',
  refuseTitle: 'Refuse this payment?',
  refuseBody: 'SSLCommerz refunds it, and the order stays unpaid.',
  confirmRefuse: 'Yes, refuse and refund',
});

const ADMIN_ACTIONS: readonly OrderActionId[] = [
  'pack',
  'ship',
  ...COURIER_IDS.map(shipActionOf),
  'deliver',
  'collect-cash',
  'return',
  'retry-refund',
  'review-payment',
];

/** The admin's buttons for what the order allows now (the API's `actions`); nothing for a buyer. */
export function OrderAdminActions({ order }: { order: ShopOrder }) {
  const t = useMessages(adminMessages);
  const translate = useTranslateMessage();
  const headingId = useId();
  const transition = useTransitionOrder();
  const retryRefund = useRetryRefund();
  const review = useReviewHeldPayment();
  const [dialog, setDialog] = useState<'return' | 'refuse' | 'cash' | null>(null);
  const mutations = [transition, retryRefund, review];
  const isBusy = mutations.some((mutation) => mutation.isPending);
  const failed = mutations.find((mutation) => mutation.isError);
  const can = (action: OrderActionId) => order.actions.includes(action);
  if (!order.actions.some((action) => ADMIN_ACTIONS.includes(action))) return null;

  const closeDialog = () => {
    setDialog(null);
    transition.reset();
    review.reset();
  };
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.heading}
        </h2>
        {failed && !dialog && (
          <p role="alert" className="alert alert-error alert-soft border-error border wrap-anywhere">
            {translate(toErrorMessage(failed.error))}
          </p>
        )}
        {order.refundProblem && (
          <p className="text-sm wrap-anywhere">
            <span className="font-semibold">{t.refundProblem}: </span>
            {order.refundProblem}
          </p>
        )}
        {can('review-payment') && <p>{t.heldPayment}</p>}
        <div className="flex flex-wrap gap-2">
          {can('pack') && (
            <ActionButton
              label={t.pack}
              isBusy={isBusy}
              onClick={() => transition.mutate({ orderId: order.id, to: 'packed' })}
            />
          )}
          {can('deliver') && (
            <ActionButton
              label={t.delivered}
              isBusy={isBusy}
              onClick={() => transition.mutate({ orderId: order.id, to: 'delivered' })}
            />
          )}
          {can('collect-cash') && (
            <ActionButton label={t.cashCollected} isBusy={isBusy} onClick={() => setDialog('cash')} />
          )}
          {can('return') && (
            <ActionButton label={t.return} isOutline isBusy={isBusy} onClick={() => setDialog('return')} />
          )}
          {can('retry-refund') && (
            <ActionButton
              label={t.retryRefund}
              isBusy={isBusy}
              isPending={retryRefund.isPending}
              onClick={() => retryRefund.mutate(order.id)}
            />
          )}
          {can('review-payment') && (
            <>
              <ActionButton
                label={t.acceptPayment}
                isBusy={isBusy}
                onClick={() => review.mutate({ orderId: order.id, accept: true })}
              />
              <ActionButton label={t.refusePayment} isOutline isBusy={isBusy} onClick={() => setDialog('refuse')} />
            </>
          )}
        </div>
        {can('ship') && (
          <ShipForm
            order={order}
            isBusy={isBusy}
            onShip={(input) => transition.mutate({ orderId: order.id, to: 'shipped', ...input })}
          />
        )}
        {/* Asked once more, with the amount the rider hands over, as on Manage All Orders. */}
        <CollectCashDialog order={dialog === 'cash' ? order : null} onClose={() => setDialog(null)} />
        <ConfirmDialog
          isOpen={dialog === 'return'}
          title={t.returnTitle}
          confirmLabel={t.confirmReturn}
          cancelLabel={t.keep}
          isConfirming={transition.isPending}
          error={transition.isError ? toErrorMessage(transition.error) : null}
          onConfirm={() =>
            transition.mutate({ orderId: order.id, to: 'returned' }, { onSuccess: () => setDialog(null) })
          }
          onClose={closeDialog}
        >
          <p>{t.returnBody}</p>
        </ConfirmDialog>
        <ConfirmDialog
          isOpen={dialog === 'refuse'}
          title={t.refuseTitle}
          confirmLabel={t.confirmRefuse}
          cancelLabel={t.keep}
          isConfirming={review.isPending}
          error={review.isError ? toErrorMessage(review.error) : null}
          onConfirm={() => review.mutate({ orderId: order.id, accept: false }, { onSuccess: () => setDialog(null) })}
          onClose={closeDialog}
        >
          <p>{t.refuseBody}</p>
        </ConfirmDialog>
      </div>
    </section>
  );
}

/** One of the order's actions: disabled while any of them is under way, a spinner on its own. */
function ActionButton({
  label,
  onClick,
  isBusy,
  isOutline = false,
  isPending = false,
}: {
  label: string;
  onClick: () => void;
  isBusy: boolean;
  isOutline?: boolean;
  isPending?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn ${isOutline ? 'btn-outline' : 'btn-primary'}`}
      disabled={isBusy}
      onClick={onClick}
    >
      {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}

type ShipFormProps = {
  order: ShopOrder;
  isBusy: boolean;
  onShip: (input: { courier: string; trackingCode?: string }) => void;
};

/** 'other': a courier typed by name with its tracking code. */
type CourierChoice = CourierId | 'other';

/**
 * Each API courier the shop has set up (the order's 'ship-…' actions), with the delivery charge
 * its API quotes for the order where it gives one, or another courier typed by name with its
 * tracking code (docs/orders.md#couriers).
 */
function ShipForm({ order, isBusy, onShip }: ShipFormProps) {
  const t = useMessages(adminMessages);
  const format = useFormat();
  const apiCouriers = COURIER_IDS.filter((id) => order.actions.includes(shipActionOf(id)));
  const quotes = useCourierQuotes(order.id, { isEnabled: apiCouriers.length > 0 });
  const [choice, setChoice] = useState<CourierChoice>(apiCouriers[0] ?? 'other');
  const [courier, setCourier] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; trackingCode?: string }>({});
  const courierGroup = useId();
  const isOther = choice === 'other';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { to: 'shipped' as const, courier: isOther ? courier : choice, trackingCode };
    // The API's own rule: a courier, and a tracking code for any but the API ones.
    const checked = orderTransitionInputSchema.safeParse(input);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'courier' || field === 'trackingCode') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onShip({ courier: input.courier, trackingCode: isOther ? checked.data.trackingCode : undefined });
  };

  const quoteOf = (id: CourierId) => {
    if (!quotes.data) return null;
    const charge = quotes.data.quotes.find((quote) => quote.courier === id)?.deliveryCharge ?? null;
    return charge === null ? t.noQuote : t.deliveryCharge({ charge: format.taka(charge) });
  };

  return (
    <form onSubmit={submit} noValidate className="border-base-300 grid gap-3 rounded-box border p-4">
      {apiCouriers.length > 0 && (
        <fieldset className="grid gap-2">
          <legend id={courierGroup} className="mb-1 font-medium">
            {t.courier}
          </legend>
          {apiCouriers.map((id) => (
            <label key={id} className="flex flex-wrap items-center gap-x-2">
              <input
                type="radio"
                className="radio radio-sm"
                name="courier-kind"
                checked={choice === id}
                onChange={() => setChoice(id)}
              />
              {t.apiCourier({ courier: COURIER_NAMES[id] })}
              {quoteOf(id) && <span className="text-base-content/70 text-sm">· {quoteOf(id)}</span>}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name="courier-kind"
              checked={isOther}
              onChange={() => setChoice('other')}
            />
            {t.otherCourier}
          </label>
        </fieldset>
      )}
      {isOther && (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t.courierName}
            value={courier}
            maxLength={COURIER_NAME_MAX}
            error={errors.courier}
            onChange={(event) => setCourier(event.currentTarget.value)}
          />
          <InputField
            label={t.trackingCode}
            value={trackingCode}
            maxLength={TRACKING_CODE_MAX}
            error={errors.trackingCode}
            onChange={(event) => setTrackingCode(event.currentTarget.value)}
          />
        </div>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={isBusy}>
          {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.ship}
        </button>
      </div>
    </form>
  );
}
