import type { FitmentRow } from '@motoforge/contract';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useCatalogueText } from '@/hooks/use-catalogue-text';

const tableMessages = defineMessages('shop.fitmentTable', {
  notListed: 'Fitment not listed.',
  notListedAdvice:
    "This part is universal, or its bikes are not catalogued yet: check its part numbers against your bike's before you order.",
  caption: 'Bikes this part fits',
  make: 'Make',
  model: 'Model',
  variant: 'Variant',
  years: 'Years',
  note: 'Note',
});

/** The bikes a part fits, one row per vehicle and its years; a part without rows says so. */
export function FitmentTable({ fitment }: { fitment: FitmentRow[] }) {
  const t = useMessages(tableMessages);
  const { year } = useBikeNames();
  const text = useCatalogueText();
  const years = (row: FitmentRow) =>
    row.yearFrom === row.yearTo ? year(row.yearFrom) : `${year(row.yearFrom)}–${year(row.yearTo)}`;
  if (fitment.length === 0) {
    return (
      <p className="bg-base-200 rounded-box p-4">
        <span className="font-semibold">{t.notListed}</span> {t.notListedAdvice}
      </p>
    );
  }
  return (
    // On a phone a long note can make the table wider than the screen: the box then scrolls, and a
    // keyboard user reaches it with Tab to scroll it with the arrow keys.
    <div
      role="region"
      aria-label={t.caption}
      tabIndex={0}
      className="rounded-box border-base-300 bg-base-100 overflow-x-auto border"
    >
      <table className="table-zebra table-sm sm:table-md table">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t.make}</th>
            <th scope="col">{t.model}</th>
            <th scope="col">{t.variant}</th>
            <th scope="col">{t.years}</th>
            <th scope="col">{t.note}</th>
          </tr>
        </thead>
        <tbody>
          {fitment.map((row) => (
            <tr key={`${row.vehicleId}-${row.yearFrom}-${row.yearTo}`}>
              <td>{text(row.make, row.makeBn)}</td>
              <td>{text(row.model, row.modelBn)}</td>
              <td>{text(row.variant, row.variantBn) || '—'}</td>
              <td className="whitespace-nowrap">{years(row)}</td>
              <td>{row.note || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
