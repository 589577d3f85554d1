import { useId } from 'react';
import type { TransferProgress } from '@/lib/api-transfer';
import { useFormat } from '@/lib/i18n';

/**
 * A long transfer's bar under its label (an upload, an export): the label ends with the share done
 * when the browser knows it. Without a value the bar only shows that something is happening, for
 * an answer that does not say its size.
 */
export function ProgressBar({
  label,
  progress,
  className = 'w-full',
}: {
  label: string;
  progress: TransferProgress;
  className?: string;
}) {
  const id = useId();
  const format = useFormat();
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {percent === null ? label : `${label} ${format.count(percent)}%`}
      </label>
      <progress id={id} className="progress progress-primary w-full" max={100} value={percent ?? undefined} />
    </div>
  );
}

/** The share of a transfer done, for a button too small for a bar ("Export CSV 40%"); nothing while unknown. */
export function ProgressPercent({ progress }: { progress: TransferProgress }) {
  const format = useFormat();
  if (progress === null) return null;
  return <span className="tabular-nums">{format.count(Math.round(progress * 100))}%</span>;
}
