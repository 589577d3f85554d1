import {
  COURIER_NAMES,
  courierIdOf,
  MANUAL_REFUND_METHOD_IDS,
  REFUND_REFERENCE_MAX,
  RETURN_NOTE_MAX,
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type ManualRefundMethodId,
  type ShopReturn,
} from '@motoforge/contract';
import { type FormEvent, useId, useState } from 'react';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useDecideReturn, type ReturnDecision } from '../api/change-return';
import { useGuaranteedBike } from '../hooks/use-guaranteed-bike';

const cardMessages = defineMessages('returns.returnCard', {
  heading: params('Return asked for on {date}'),
  state: 'State',
  guarantee: params('Fit guarantee: the shop said it fits {bike}'),
  backOnSale: 'Back on sale',
  notResellable: 'Not resellable',
  buyerNote: 'The buyer’s note',
  shopNote: 'The shop’s note',
  photos: 'Photos',
  photoAlt: params('Photo {number} of the return'),
  shopPays: 'The shop pays the way back.',
  pickup: params('{courier} will collect the parts (reference {reference}).'),
  sendTo: params('Send the parts to: {address}'),
  sendToUnknown: 'The shop will call you with the address to send the parts to.',
  refund: params('Refund {amount}'),
  refundWaiting: 'Waiting to be refunded',
  refundFailed: 'The refund was refused: it waits for a retry',
  refundDone: params('Refunded ({reference})'),
  accept: 'Accept the return',
  note: 'Note to the buyer (optional)',
  refuse: 'Refuse the return',
  refuseNote: 'Why it is refused',
  confirmRefuse: 'Refuse it',
  cancel: 'Cancel',
  receive: 'Mark the parts received',
  resellable: params('{name}: can be sold again'),
  refundNow: 'Refund through the payment provider',
  retryRefund: 'Retry the refund',
  method: 'How the money was sent back',
  bkash: 'bKash',
  bank: 'Bank transfer',
  reference: 'Its reference',
  recordRefund: 'Record the refund',
});

/** One return, for its buyer and the admin, with the admin's next step where there is one. */
export function ReturnCard({ shopReturn, paymentMethod }: { shopReturn: ShopReturn; paymentMethod: string }) {
  const t = useMessages(cardMessages);
  const language = useLanguage();
  const format = useFormat();
  const text = useCatalogueText();
  const guaranteedBike = useGuaranteedBike();
  const headingId = useId();
  const { lines } = shopReturn;
  const courier = shopReturn.pickup ? courierIdOf(shopReturn.pickup.courier) : null;
  return (
    <article aria-labelledby={headingId} className="border-base-300 grid gap-3 rounded-box border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t.heading({ date: format.date(shopReturn.createdAt, { dateStyle: 'medium' }) })}
        </h3>
        <p>
          <span className="sr-only">{t.state}: </span>
          <span className="border-primary rounded-field border px-2 py-0.5 text-sm font-semibold">
            {RETURN_STATE_LABELS[language][shopReturn.state]}
          </span>
        </p>
      </div>
      <ul className="grid gap-2">
        {lines.map((line) => (
          <li key={line.partId} className="grid gap-0.5">
            <p className="wrap-anywhere">
              <span className="font-medium">{text(line.productName, line.productNameBn)}</span> ×{' '}
              {format.count(line.quantity)} · {RETURN_REASON_LABELS[language][line.reason]}
            </p>
            {line.fitsBike && (
              <p className="text-sm">{t.guarantee({ bike: guaranteedBike(line.fitsBike, line.fitsVehicle) })}</p>
            )}
            {line.resellable !== null && (
              <p className="text-base-content/70 text-sm">{line.resellable ? t.backOnSale : t.notResellable}</p>
            )}
          </li>
        ))}
      </ul>
      {shopReturn.note && (
        <p className="text-sm wrap-anywhere">
          <span className="font-medium">{t.buyerNote}:</span> {shopReturn.note}
        </p>
      )}
      {shopReturn.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t.photos}>
          {shopReturn.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t.photoAlt({ number: format.count(index + 1) })}
                  className="size-20 rounded-box object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {shopReturn.adminNote && (
        <p className="text-sm wrap-anywhere">
          <span className="font-medium">{t.shopNote}:</span> {shopReturn.adminNote}
        </p>
      )}
      {shopReturn.state !== 'requested' && shopReturn.state !== 'refused' && (
        <div className="grid gap-1 text-sm">
          {shopReturn.shopPaysReturn && <p>{t.shopPays}</p>}
          {shopReturn.pickup && (
            <p>
              {t.pickup({
                courier: courier ? COURIER_NAMES[courier] : shopReturn.pickup.courier,
                reference: shopReturn.pickup.reference,
              })}
            </p>
          )}
          {!shopReturn.pickup && shopReturn.state === 'accepted' && (
            <p className="wrap-anywhere">
              {shopReturn.sendTo ? t.sendTo({ address: shopReturn.sendTo }) : t.sendToUnknown}
            </p>
          )}
          <p className="font-semibold">{t.refund({ amount: format.taka(shopReturn.refund) })}</p>
          {shopReturn.refundStatus === 'pending' && <p>{t.refundWaiting}</p>}
          {shopReturn.refundStatus === 'failed' && <p className="text-error">{t.refundFailed}</p>}
          {shopReturn.refundStatus === 'refunded' && shopReturn.refundReference && (
            <p>{t.refundDone({ reference: shopReturn.refundReference })}</p>
          )}
        </div>
      )}
      {shopReturn.actions.length > 0 && <ReturnActions shopReturn={shopReturn} paymentMethod={paymentMethod} />}
    </article>
  );
}

/** The admin's next step of a return: accept or refuse, mark received, refund. */
function ReturnActions({ shopReturn, paymentMethod }: { shopReturn: ShopReturn; paymentMethod: string }) {
  const t = useMessages(cardMessages);
  const text = useCatalogueText();
  const translate = useTranslateMessage();
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  const [isRefusing, setIsRefusing] = useState(false);
  const [resellable, setResellable] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(shopReturn.lines.map((line) => [line.partId, true])),
  );
  const [method, setMethod] = useState<ManualRefundMethodId>('bkash');
  const [reference, setReference] = useState('');
  const can = (action: ShopReturn['actions'][number]) => shopReturn.actions.includes(action);
  const send = (decision: ReturnDecision) => decide.mutate(decision, { onSuccess: () => setNote('') });
  const spinner = decide.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

  const onRefuse = (event: FormEvent) => {
    event.preventDefault();
    send({ id: shopReturn.id, action: 'refuse', note });
  };

  return (
    <div className="border-base-300 grid gap-3 border-t pt-3">
      {decide.isError && (
        <p role="alert" className="alert alert-error alert-soft border-error border wrap-anywhere">
          {translate(toErrorMessage(decide.error))}
        </p>
      )}
      {can('accept') && !isRefusing && (
        <div className="grid gap-3">
          <TextareaField
            label={t.note}
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onInput={(event) => setNote(event.currentTarget.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={decide.isPending}
              onClick={() => send({ id: shopReturn.id, action: 'accept', ...(note.trim() ? { note } : {}) })}
            >
              {spinner}
              {t.accept}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setIsRefusing(true)}>
              {t.refuse}
            </button>
          </div>
        </div>
      )}
      {can('refuse') && isRefusing && (
        <form noValidate onSubmit={onRefuse} className="grid gap-3">
          <TextareaField
            label={t.refuseNote}
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            required
            value={note}
            onInput={(event) => setNote(event.currentTarget.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-error" disabled={decide.isPending}>
              {spinner}
              {t.confirmRefuse}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setIsRefusing(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      {can('receive') && (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t.receive}</legend>
          {shopReturn.lines.map((line) => (
            <label key={line.partId} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-primary mt-0.5"
                checked={resellable[line.partId] ?? false}
                onChange={(event) => {
                  const isChecked = event.currentTarget.checked;
                  setResellable((before) => ({ ...before, [line.partId]: isChecked }));
                }}
              />
              <span className="wrap-anywhere">
                {t.resellable({ name: text(line.productName, line.productNameBn) })}
              </span>
            </label>
          ))}
          <div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={decide.isPending}
              onClick={() =>
                send({
                  id: shopReturn.id,
                  action: 'receive',
                  lines: shopReturn.lines.map((line) => ({
                    partId: line.partId,
                    resellable: resellable[line.partId] ?? false,
                  })),
                })
              }
            >
              {spinner}
              {t.receive}
            </button>
          </div>
        </fieldset>
      )}
      {can('refund') && paymentMethod !== 'cod' && (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={decide.isPending}
            onClick={() => send({ id: shopReturn.id, action: 'refund' })}
          >
            {spinner}
            {shopReturn.refundStatus === 'failed' ? t.retryRefund : t.refundNow}
          </button>
        </div>
      )}
      {can('refund') && paymentMethod === 'cod' && (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ id: shopReturn.id, action: 'refund', method, reference });
          }}
        >
          <SelectField
            label={t.method}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as ManualRefundMethodId)}
          >
            {MANUAL_REFUND_METHOD_IDS.map((id) => (
              <option key={id} value={id}>
                {t[id]}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t.reference}
            maxLength={REFUND_REFERENCE_MAX}
            autoComplete="off"
            value={reference}
            onInput={(event) => setReference(event.currentTarget.value)}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={decide.isPending}>
              {spinner}
              {t.recordRefund}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
