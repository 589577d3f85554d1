import { useId } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { useWrongFit } from '../api/get-returns';

const reportMessages = defineMessages('returns.wrongFitReport', {
  heading: 'Wrong fits',
  intro:
    'Parts returned as not fitting, against parts delivered. A part high on the list may have wrong fitment: open it to check the bikes it lists.',
  byMonth: 'Wrong fits by month',
  month: 'Month',
  delivered: 'Parts delivered',
  wrongFit: 'Returned as not fitting',
  rate: 'Rate',
  byPart: 'Parts returned as not fitting',
  part: 'Part',
  editFitment: 'Check its fitment',
  noMonths: 'Nothing delivered in the last twelve months.',
  noParts: 'No part has been returned as not fitting.',
});

/** The sales page's wrong-fit rate (docs/returns.md#fit-guarantee), by month and by part. */
export function WrongFitReport() {
  const t = useMessages(reportMessages);
  const format = useFormat();
  const headingId = useId();
  const wrongFit = useWrongFit();
  const rate = (wrong: number, delivered: number) =>
    delivered === 0 ? '—' : `${format.decimal((wrong / delivered) * 100, 1)}%`;
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 mt-6 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.heading}
        </h2>
        <p className="text-base-content/80">{t.intro}</p>
        <QueryContent query={wrongFit}>
          {({ months, parts }) => (
            <div className="grid gap-6">
              {months.length === 0 ? (
                <p className="text-base-content/70">{t.noMonths}</p>
              ) : (
                <StackedTable columns={[t.month, t.delivered, t.wrongFit, t.rate]} aria-label={t.byMonth}>
                  {months.map((row) => (
                    <tr key={row.month} role="row">
                      <th scope="row" role="rowheader" className="font-semibold">
                        {format.date(`${row.month}-01T00:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' })}
                      </th>
                      <StackedCell column={t.delivered}>{format.count(row.delivered)}</StackedCell>
                      <StackedCell column={t.wrongFit}>{format.count(row.wrongFit)}</StackedCell>
                      <StackedCell column={t.rate}>{rate(row.wrongFit, row.delivered)}</StackedCell>
                    </tr>
                  ))}
                </StackedTable>
              )}
              {parts.length === 0 ? (
                <p className="text-base-content/70">{t.noParts}</p>
              ) : (
                <StackedTable columns={[t.part, t.delivered, t.wrongFit, t.rate]} aria-label={t.byPart}>
                  {parts.map((row) => (
                    <tr key={row.partId} role="row">
                      <th scope="row" role="rowheader" className="font-semibold">
                        <span className="block wrap-anywhere">{row.name}</span>
                        <span className="text-base-content/70 block font-mono text-sm font-normal">{row.sku}</span>
                        <Link to={paths.dashboard.editProduct.getHref(row.partId)} className="link text-sm font-normal">
                          {t.editFitment}
                        </Link>
                      </th>
                      <StackedCell column={t.delivered}>{format.count(row.delivered)}</StackedCell>
                      <StackedCell column={t.wrongFit}>{format.count(row.wrongFit)}</StackedCell>
                      <StackedCell column={t.rate}>{rate(row.wrongFit, row.delivered)}</StackedCell>
                    </tr>
                  ))}
                </StackedTable>
              )}
            </div>
          )}
        </QueryContent>
      </div>
    </section>
  );
}
