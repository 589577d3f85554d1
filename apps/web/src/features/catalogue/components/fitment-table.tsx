import type { FitmentRow } from '@motoforge/contract';

const years = (row: FitmentRow) =>
  row.yearFrom === row.yearTo ? String(row.yearFrom) : `${row.yearFrom}–${row.yearTo}`;

/** The bikes a part fits, one row per vehicle and its years; a part without rows says so. */
export function FitmentTable({ fitment }: { fitment: FitmentRow[] }) {
  if (fitment.length === 0) {
    return (
      <p className="bg-base-200 rounded-box p-4">
        <span className="font-semibold">Fitment not listed.</span> This part is universal, or its bikes are not
        catalogued yet: check its part numbers against your bike's before you order.
      </p>
    );
  }
  return (
    <div className="rounded-box border-base-300 bg-base-100 overflow-x-auto border">
      <table className="table-zebra table-sm sm:table-md table">
        <caption className="sr-only">Bikes this part fits</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Make</th>
            <th scope="col">Model</th>
            <th scope="col">Variant</th>
            <th scope="col">Years</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {fitment.map((row) => (
            <tr key={`${row.vehicleId}-${row.yearFrom}-${row.yearTo}`}>
              <td>{row.make}</td>
              <td>{row.model}</td>
              <td>{row.variant || '—'}</td>
              <td className="whitespace-nowrap">{years(row)}</td>
              <td>{row.note || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
