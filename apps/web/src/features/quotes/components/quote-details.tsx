import type { Quote } from '@motoforge/contract';
import { Link } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { totalTaka } from '@/lib/taka-total';
import { QuoteStateBadge, useQuoteStateName } from './quote-state';
import { useValidUntil } from './valid-until';

const detailMessages = defineMessages('quotes.details', {
  facts: 'About this quote',
  state: 'State',
  buyer: 'Buyer',
  total: 'Quoted total, before delivery',
  notPriced: 'Not priced yet',
  validUntil: 'Valid until',
  order: 'Order',
  openOrder: 'Open its order',
  note: 'Buyer’s note',
  lines: 'Parts',
  part: 'Part',
  quantity: 'Quantity',
  askedPrice: 'Your price when asked',
  price: 'Quoted price',
  lineTotal: 'Line total',
  history: 'History',
  by: params('by {name}'),
  expiredBy: 'its date passed',
});

/**
 * A quote as its buyer and the admin both see it (docs/product.md#quotes): its state, total and
 * date, its lines at the price asked and the price quoted, and its history, who and when.
 */
export function QuoteDetails({ quote, isAdmin }: { quote: Quote; isAdmin: boolean }) {
  const t = useMessages(detailMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const validUntil = useValidUntil();
  const stateName = useQuoteStateName();
  const orderHref = quote.orderId ? paths.dashboard.orderDetail.getHref(quote.orderId) : null;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="quote-facts" className="card bg-base-100 border-base-300 border">
        <div className="card-body gap-3 p-5">
          <h2 id="quote-facts" className="text-xl font-bold">
            {t.facts}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t.state}</dt>
            <dd>
              <QuoteStateBadge state={quote.state} />
            </dd>
            {isAdmin && (
              <>
                <dt className="font-semibold">{t.buyer}</dt>
                <dd>
                  <span dir="auto" className="block">
                    {quote.buyer.businessName} ({quote.buyer.name})
                  </span>
                  <BreakableEmail email={quote.buyer.email} />
                </dd>
              </>
            )}
            <dt className="font-semibold">{t.total}</dt>
            <dd>{quote.total === null ? t.notPriced : format.taka(quote.total)}</dd>
            {quote.validUntil && (
              <>
                <dt className="font-semibold">{t.validUntil}</dt>
                <dd>{validUntil(quote.validUntil)}</dd>
              </>
            )}
            {orderHref && (
              <>
                <dt className="font-semibold">{t.order}</dt>
                <dd>
                  <Link to={orderHref} className="link">
                    {t.openOrder}
                  </Link>
                </dd>
              </>
            )}
            {quote.note && (
              <>
                <dt className="font-semibold">{t.note}</dt>
                <dd dir="auto" className="wrap-anywhere">
                  {quote.note}
                </dd>
              </>
            )}
          </dl>
        </div>
      </section>

      <section aria-labelledby="quote-lines">
        <h2 id="quote-lines" className="mb-3 text-xl font-bold">
          {t.lines}
        </h2>
        <StackedTable columns={[t.part, t.quantity, t.askedPrice, t.price, t.lineTotal]} aria-labelledby="quote-lines">
          {quote.lines.map((line) => (
            <tr role="row" key={line.partId}>
              <th scope="row" role="rowheader" className="font-semibold">
                <span className="block wrap-anywhere">{text(line.name, line.nameBn)}</span>
                <span className="text-base-content/70 block text-sm font-normal">{line.sku}</span>
              </th>
              <StackedCell column={t.quantity}>{format.count(line.quantity)}</StackedCell>
              <StackedCell column={t.askedPrice}>{format.taka(line.listPrice)}</StackedCell>
              <StackedCell column={t.price}>{line.price === null ? '—' : format.taka(line.price)}</StackedCell>
              <StackedCell column={t.lineTotal}>
                {line.price === null ? '—' : format.taka(totalTaka(line.price, line.quantity))}
              </StackedCell>
            </tr>
          ))}
        </StackedTable>
      </section>

      <section aria-labelledby="quote-history">
        <h2 id="quote-history" className="mb-3 text-xl font-bold">
          {t.history}
        </h2>
        <ol className="border-base-300 grid gap-3 border-l-2 pl-4">
          {quote.history.map((event) => (
            <li key={`${event.state}-${event.at}`}>
              <span className="font-semibold">{stateName(event.state)}</span>
              <span className="text-base-content/80 block text-sm">
                <time dateTime={event.at}>{format.date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                {' · '}
                <span dir="auto">{event.by === null ? t.expiredBy : t.by({ name: event.by })}</span>
              </span>
              {event.note && (
                <p dir="auto" className="text-sm wrap-anywhere">
                  {event.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
