import type { FitmentStatus } from '@motoforge/contract';
import { params, defineMessages, useMessages } from '@/lib/i18n';
import { type NamedBike, useBikeNames } from '@/hooks/use-bike-names';

/** The rider's current bike, as the garage names it. */
export type CurrentBike = NamedBike;

const fitmentMessages = defineMessages('shop.fitmentNote', {
  fits: params('Fits your {bike}'),
  doesNotFit: params('Does not fit your {bike}'),
  notListed: 'Fitment not listed',
  guarantee: 'Fit guarantee: if it does not fit, send it back for a full refund, the way back on us.',
});

const TONE: Record<FitmentStatus, string> = {
  fits: 'text-success',
  'does-not-fit': 'text-error',
  'not-listed': 'text-base-content/70',
};
const MARK: Record<FitmentStatus, string> = { fits: '✓', 'does-not-fit': '✕', 'not-listed': '?' };

/**
 * Whether a part fits the rider's current bike (docs/product.md#catalogue): nothing without a current bike, and
 * nothing while the bike's name is not known yet, so a line never names the wrong bike.
 */
export function FitmentNote({
  status,
  bike,
  withGuarantee = false,
}: {
  status: FitmentStatus | null;
  bike: CurrentBike | null | undefined;
  /** The part page states the fit guarantee beside a "Fits your …" (docs/returns.md#fit-guarantee). */
  withGuarantee?: boolean;
}) {
  const t = useMessages(fitmentMessages);
  const bikeNames = useBikeNames();
  if (status === null || (status !== 'not-listed' && !bike)) return null;
  const line =
    status === 'not-listed' || !bike
      ? t.notListed
      : (status === 'fits' ? t.fits : t.doesNotFit)({ bike: bikeNames.name(bike) });
  const note = (
    <p className={`flex items-start gap-2 text-sm font-semibold ${TONE[status]}`}>
      <span aria-hidden="true">{MARK[status]}</span>
      <span>{line}</span>
    </p>
  );
  if (!withGuarantee || status !== 'fits') return note;
  return (
    <div className="grid gap-1">
      {note}
      <p className="text-base-content/80 ps-6 text-sm">{t.guarantee}</p>
    </div>
  );
}
