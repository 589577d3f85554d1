import { ProgressBar } from '@/components/ui/progress-bar';
import { useId, useState } from 'react';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useDownloadVatSummary } from '../api/download-vat-summary';

const summaryMessages = defineMessages('orders.vatSummary', {
  title: 'VAT summary',
  month: 'Month',
  hint: 'Sales and VAT by rate over the VAT invoices issued in the month (Dhaka time).',
  download: 'Download VAT summary (CSV)',
  downloading: 'Downloading…',
});

/** This month in Dhaka (UTC+6), as an <input type="month"> writes it: 2026-11. */
const thisMonthInDhaka = () => new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 7);

/** The sales page's monthly VAT summary for the admin (docs/decisions/051-vat-invoices.md). */
export function VatSummaryDownload() {
  const t = useMessages(summaryMessages);
  const [month, setMonth] = useState(thisMonthInDhaka);
  const download = useDownloadVatSummary();
  const titleId = useId();
  const monthId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} className="card bg-base-100 border-base-300 mb-6 border shadow-sm">
      <form
        className="card-body flex-row flex-wrap items-end gap-3 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          download.mutate(month, { onError: (error) => notify.error(toErrorMessage(error)) });
        }}
      >
        <h2 id={titleId} className="w-full text-xl font-bold">
          {t.title}
        </h2>
        <label htmlFor={monthId} className="grid gap-1">
          <span className="text-sm font-medium">{t.month}</span>
          <input
            id={monthId}
            type="month"
            required
            className="input"
            value={month}
            aria-describedby={hintId}
            onChange={(event) => setMonth(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="btn btn-outline" disabled={download.isPending || month === ''}>
          {download.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {download.isPending ? t.downloading : t.download}
        </button>
        {download.isPending && <ProgressBar label={t.downloading} progress={download.progress} />}
        <p id={hintId} className="text-base-content/70 w-full text-sm">
          {t.hint}
        </p>
      </form>
    </section>
  );
}
