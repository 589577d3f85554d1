import { fitmentLine, type bikeName, type FitmentStatus } from '@motoforge/contract';

/** The rider's current bike, as the garage names it. */
export type CurrentBike = Parameters<typeof bikeName>[0];

const TONE: Record<FitmentStatus, string> = {
  fits: 'text-success',
  'does-not-fit': 'text-error',
  'not-listed': 'text-base-content/70',
};
const MARK: Record<FitmentStatus, string> = { fits: '✓', 'does-not-fit': '✕', 'not-listed': '?' };

/**
 * Whether a part fits the rider's current bike (DESIGN.md §8): nothing without a current bike, and
 * nothing while the bike's name is not known yet, so a line never names the wrong bike.
 */
export function FitmentNote({ status, bike }: { status: FitmentStatus | null; bike: CurrentBike | null | undefined }) {
  if (status === null || (status !== 'not-listed' && !bike)) return null;
  const line = bike ? fitmentLine(status, bike) : 'Fitment not listed';
  return (
    <p className={`flex items-start gap-2 text-sm font-semibold ${TONE[status]}`}>
      <span aria-hidden="true">{MARK[status]}</span>
      <span>{line}</span>
    </p>
  );
}
