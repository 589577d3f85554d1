import { SALES_PERIODS, type Sales, type SalesPeriod } from '@motoforge/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { percentShares } from '@/lib/percent-shares';
import { useSales } from '../api/get-sales';
import { OrderStateBadge } from './order-state';
import { RevenueChart } from './revenue-chart';
import { VatSummaryDownload } from './vat-summary-download';

const salesMessages = defineMessages('orders.salesReport', {
  period: 'Period',
  lastDays: params('Last {days} days'),
  revenue: 'Revenue',
  revenueChart: params('Revenue per day over the last {days} days'),
  revenueFrom: params('{from} to {to}'),
  ordersByState: 'Orders by state',
  state: 'State',
  orders: 'Orders',
  topParts: 'Top parts',
  part: 'Part',
  quantity: 'Quantity sold',
  noSales: 'No order has been confirmed in this period yet.',
  paymentSplit: 'Cash on delivery against online',
  cod: 'Cash on delivery',
  online: 'Online (SSLCommerz and card)',
  share: params('{share} of revenue'),
  revenueTable: 'Revenue per day, as a table',
  day: 'Day',
  countsWhat:
    'Revenue counts confirmed, packed, shipped and delivered orders, on the day they were placed (Bangladesh time).',
});

/** The period a URL asks for: 30 or 90 days, 30 unless told. */
export const salesPeriodFrom = (value: string | null): SalesPeriod => (value === '90' ? 90 : 30);

/**
 * The sales page (docs/product.md#back-office): revenue per day as a chart, orders by state, the top parts and
 * cash on delivery against paying online, over the last 30 or 90 days (`?days=`).
 */
export function SalesReport({ days }: { days: SalesPeriod }) {
  const t = useMessages(salesMessages);
  const sales = useSales(days);
  return (
    <>
      <nav aria-label={t.period} className="mb-6">
        <ul className="join">
          {SALES_PERIODS.map((period) => (
            <li key={period} className="flex">
              <Link
                to={paths.dashboard.sales.getHref(period)}
                className={`join-item btn btn-sm ${period === days ? 'btn-primary btn-active' : ''}`}
                aria-current={period === days ? 'page' : undefined}
              >
                {t.lastDays({ days: String(period) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <VatSummaryDownload />
      <QueryContent query={sales}>{(figures) => <SalesFigures sales={figures} />}</QueryContent>
    </>
  );
}

function SalesFigures({ sales }: { sales: Sales }) {
  const t = useMessages(salesMessages);
  const format = useFormat();
  const dateText = (date: string) =>
    format.date(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  // COD's and online's shares of revenue, which add up to 100% (lib/percent-shares.ts).
  const ways = ['cod', 'online'] as const;
  const shares = percentShares(ways.map((way) => sales.paymentSplit[way].revenue));
  const share = (way: (typeof ways)[number]) => {
    const percent = shares?.[ways.indexOf(way)];
    return percent === undefined ? '—' : `${format.count(percent)}%`;
  };
  const daysWithSales = sales.revenuePerDay.filter((day) => day.orders > 0);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="sales-revenue" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sales-revenue" className="text-xl font-bold">
            {t.revenue}: {format.taka(sales.revenue)}
          </h2>
          <p className="text-base-content/70 text-sm">
            {t.revenueFrom({ from: dateText(sales.from), to: dateText(sales.to) })}
          </p>
        </div>
        <RevenueChart days={sales.revenuePerDay} label={t.revenueChart({ days: String(sales.days) })} />
        <p className="text-base-content/70 text-sm">{t.countsWhat}</p>
        <details className="rounded-box border-base-300 border p-3">
          <summary className="cursor-pointer font-semibold">{t.revenueTable}</summary>
          {daysWithSales.length === 0 ? (
            <p className="mt-2">{t.noSales}</p>
          ) : (
            <div className="mt-2">
              <StackedTable columns={[t.day, t.orders, t.revenue]} aria-label={t.revenueTable}>
                {daysWithSales.map((day) => (
                  <tr key={day.date} role="row">
                    <th scope="row" role="rowheader">
                      {dateText(day.date)}
                    </th>
                    <StackedCell column={t.orders}>{format.count(day.orders)}</StackedCell>
                    <StackedCell column={t.revenue}>{format.taka(day.revenue)}</StackedCell>
                  </tr>
                ))}
              </StackedTable>
            </div>
          )}
        </details>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="sales-split" className="grid content-start gap-3">
          <h2 id="sales-split" className="text-xl font-bold">
            {t.paymentSplit}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            {ways.map((way) => (
              <div key={way} className="bg-base-200 rounded-box grid gap-1 p-4">
                <dt className="font-semibold">{t[way]}</dt>
                <dd className="text-2xl font-bold">{format.taka(sales.paymentSplit[way].revenue)}</dd>
                <dd className="text-base-content/80 text-sm">
                  {t.orders}: {format.count(sales.paymentSplit[way].orders)} · {t.share({ share: share(way) })}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="sales-states" className="grid content-start gap-3">
          <h2 id="sales-states" className="text-xl font-bold">
            {t.ordersByState}
          </h2>
          <StackedTable columns={[t.state, t.orders]} aria-label={t.ordersByState}>
            {sales.ordersByState.map((entry) => (
              <tr key={entry.state} role="row">
                <th scope="row" role="rowheader">
                  <OrderStateBadge state={entry.state} />
                </th>
                <StackedCell column={t.orders}>{format.count(entry.orders)}</StackedCell>
              </tr>
            ))}
          </StackedTable>
        </section>
      </div>

      <section aria-labelledby="sales-top-parts" className="grid gap-3">
        <h2 id="sales-top-parts" className="text-xl font-bold">
          {t.topParts}
        </h2>
        {sales.topParts.length === 0 ? (
          <EmptyState>{t.noSales}</EmptyState>
        ) : (
          <StackedTable columns={[t.part, t.quantity, t.revenue]} aria-label={t.topParts}>
            {sales.topParts.map((part) => (
              <tr key={part.partId} role="row">
                <th scope="row" role="rowheader" className="wrap-anywhere">
                  <Link to={paths.part.getHref(part.partId)} className="link">
                    {part.productName}
                  </Link>
                </th>
                <StackedCell column={t.quantity}>{format.count(part.quantity)}</StackedCell>
                <StackedCell column={t.revenue}>{format.taka(part.revenue)}</StackedCell>
              </tr>
            ))}
          </StackedTable>
        )}
      </section>
    </div>
  );
}
