import { COD_RISK_RULES, poishaToTaka, type CodRiskReason, type ShopOrder } from '@motoforge/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import { useMarkRefused, useReleaseHold } from '../api/cod-risk';

const riskMessages = defineMessages('orders.orderCodRisk', {
  heading: 'Cash-on-delivery risk',
  score: params('Score {score}'),
  noReasons: 'Nothing in the shop’s records points to a risk.',
  refusedBefore: params(
    'This phone’s earlier cash-on-delivery parcels: {refused} came back (refused or returned), {delivered} delivered',
  ),
  manyOrders: params('{orders} orders from this phone or account within {hours} hours'),
  aboveUsual: params('The total is more than {factor} times this buyer’s usual order of {usual}'),
  newAccount: params('A new account, made {days} days ago'),
  points: params('+{points}'),
  held: 'Held for your check: call the buyer, then release it for packing or cancel it.',
  released: params('Released for packing on {date}'),
  release: 'Release for packing',
  refused: 'Parcel refused at the door',
  refusedTitle: 'Mark this parcel refused at the door?',
  refusedBody:
    'The order is cancelled and its parts go back on sale. The phone’s next cash-on-delivery order counts it.',
  confirmRefused: 'Yes, it was refused',
  keep: 'Keep it as it is',
});

/** The admin's view of a COD order's risk and hold, and the refused parcel's button; nothing for a buyer. */
export function OrderCodRisk({ order }: { order: ShopOrder }) {
  const t = useMessages(riskMessages);
  const format = useFormat();
  const translate = useTranslateMessage();
  const headingId = useId();
  const release = useReleaseHold();
  const refused = useMarkRefused();
  const [isAsking, setIsAsking] = useState(false);
  const risk = order.codRisk;
  const canRefuse = order.actions.includes('refuse');
  if (!risk && !canRefuse) return null;
  const isBusy = release.isPending || refused.isPending;

  const reasonText = (reason: CodRiskReason) => {
    switch (reason.id) {
      case 'refused-before':
        return t.refusedBefore({ refused: format.count(reason.refused), delivered: format.count(reason.delivered) });
      case 'many-orders':
        return t.manyOrders({ orders: format.count(reason.orders), hours: format.count(reason.hours) });
      case 'above-usual':
        return t.aboveUsual({
          factor: format.count(COD_RISK_RULES.aboveUsualFactor),
          usual: format.taka(poishaToTaka(reason.usualPoisha)),
        });
      case 'new-account':
        return t.newAccount({ days: format.count(reason.days) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-3 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.heading}
        </h2>
        {release.isError && (
          <p role="alert" className="alert alert-error alert-soft border-error border wrap-anywhere">
            {translate(toErrorMessage(release.error))}
          </p>
        )}
        {risk && (
          <>
            <p className="text-lg font-semibold">{t.score({ score: format.count(risk.score) })}</p>
            {risk.reasons.length === 0 ? (
              <p className="text-base-content/70">{t.noReasons}</p>
            ) : (
              <ul className="grid gap-1">
                {risk.reasons.map((reason) => (
                  <li key={reason.id} className="flex gap-2">
                    <span className="border-base-300 h-fit shrink-0 rounded-sm border px-1.5 text-sm font-semibold">
                      {t.points({ points: format.count(reason.points) })}
                    </span>
                    <span>{reasonText(reason)}</span>
                  </li>
                ))}
              </ul>
            )}
            {risk.isHeld && (
              <p className="alert alert-warning alert-soft border-warning/50 text-base-content border">{t.held}</p>
            )}
            {risk.releasedAt && (
              <p className="text-base-content/70 text-sm">
                {t.released({ date: format.date(risk.releasedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
              </p>
            )}
          </>
        )}
        {(order.actions.includes('release-hold') || canRefuse) && (
          <div className="flex flex-wrap gap-2">
            {order.actions.includes('release-hold') && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={isBusy}
                onClick={() => release.mutate(order.id)}
              >
                {release.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {t.release}
              </button>
            )}
            {canRefuse && (
              <button type="button" className="btn btn-outline" disabled={isBusy} onClick={() => setIsAsking(true)}>
                {t.refused}
              </button>
            )}
          </div>
        )}
        <ConfirmDialog
          isOpen={isAsking}
          title={t.refusedTitle}
          confirmLabel={t.confirmRefused}
          cancelLabel={t.keep}
          isConfirming={refused.isPending}
          error={refused.isError ? toErrorMessage(refused.error) : null}
          onConfirm={() => refused.mutate(order.id, { onSuccess: () => setIsAsking(false) })}
          onClose={() => {
            setIsAsking(false);
            refused.reset();
          }}
        >
          <p>{t.refusedBody}</p>
        </ConfirmDialog>
      </div>
    </section>
  );
}
