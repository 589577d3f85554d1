import { QUOTE_STATES, type QuoteState, type QuoteSummary } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { Link, useSearchParams } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useQuotes, type QuotesScope } from '../api/get-quotes';
import { QuoteStateBadge, useQuoteStateName } from './quote-state';
import { useValidUntil } from './valid-until';

const listMessages = defineMessages('quotes.list', {
  filter: 'Show quotes',
  all: 'All',
  quoteCount: params(count({ one: '{count} quote', other: '{count} quotes' })),
  emptyMine: 'No quotes yet. Ask for one from your cart.',
  emptyAdmin: 'No quotes yet.',
  table: 'Quotes',
  quote: 'Quote',
  buyer: 'Buyer',
  state: 'State',
  lines: 'Parts',
  lineCount: params(count({ one: '{count} part', other: '{count} parts' })),
  total: 'Total',
  notPriced: 'Not priced yet',
  validUntil: 'Valid until',
  asked: 'Asked on',
  pages: 'Quote pages',
});

const stateFrom = (value: string | null) =>
  (QUOTE_STATES as readonly string[]).includes(value ?? '') ? (value as QuoteState) : undefined;
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const listPath = (scope: QuotesScope) => (scope === 'admin' ? paths.dashboard.quotes : paths.dashboard.myQuotes);
const quotePath = (scope: QuotesScope) => (scope === 'admin' ? paths.dashboard.quote : paths.dashboard.myQuote);

/**
 * A list of quotes (docs/product.md#quotes): the buyer's own, or every buyer's for the admin, by
 * state, newest first, over pages (`?state=&page=`); each opens its own page.
 */
export function QuotesList({ scope }: { scope: QuotesScope }) {
  const t = useMessages(listMessages);
  const stateName = useQuoteStateName();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const state = stateFrom(searchParams.get('state'));
  const quotes = useQuotes(scope, { state, page: pageFrom(searchParams.get('page')) });
  const hrefFor = (page: number) => listPath(scope).getHref({ state, page });
  const columns =
    scope === 'admin'
      ? [t.quote, t.buyer, t.state, t.lines, t.total, t.validUntil]
      : [t.quote, t.state, t.lines, t.total, t.validUntil];

  return (
    <>
      <nav aria-label={t.filter} className="mb-4 flex flex-wrap gap-2">
        {([undefined, ...QUOTE_STATES] as const).map((shown) => (
          <Link
            key={shown ?? 'all'}
            to={listPath(scope).getHref({ state: shown })}
            aria-current={shown === state ? 'page' : undefined}
            className={`btn btn-sm ${shown === state ? 'btn-neutral' : 'btn-ghost'}`}
          >
            {shown ? stateName(shown) : t.all}
          </Link>
        ))}
      </nav>
      <QueryContent
        query={quotes}
        isEmpty={(page) => page.total === 0}
        emptyText={scope === 'admin' ? t.emptyAdmin : t.emptyMine}
      >
        {({ items, total, page, pageSize }) => (
          <div aria-busy={quotes.isPlaceholderData}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.quoteCount({ count: format.count(total) })(total)}
            </p>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable columns={columns} aria-label={t.table}>
                {items.map((item) => (
                  <QuoteRow key={item.id} item={item} scope={scope} />
                ))}
              </StackedTable>
            )}
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.pages} />
          </div>
        )}
      </QueryContent>
    </>
  );
}

function QuoteRow({ item, scope }: { item: QuoteSummary; scope: QuotesScope }) {
  const t = useMessages(listMessages);
  const format = useFormat();
  const validUntil = useValidUntil();
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="font-semibold">
        <Link to={quotePath(scope).getHref(item.id)} className="link">
          {item.number}
        </Link>
        <span className="text-base-content/70 block text-sm font-normal">
          {t.asked} {format.date(item.createdAt, { dateStyle: 'medium' })}
        </span>
      </th>
      {scope === 'admin' && (
        <StackedCell column={t.buyer}>
          <span dir="auto" className="block">
            {item.buyer.businessName || item.buyer.name}
          </span>
          <BreakableEmail email={item.buyer.email} />
        </StackedCell>
      )}
      <StackedCell column={t.state}>
        <QuoteStateBadge state={item.state} />
      </StackedCell>
      <StackedCell column={t.lines}>{t.lineCount({ count: format.count(item.lineCount) })(item.lineCount)}</StackedCell>
      <StackedCell column={t.total}>{item.total === null ? t.notPriced : format.taka(item.total)}</StackedCell>
      <StackedCell column={t.validUntil}>{item.validUntil ? validUntil(item.validUntil) : '—'}</StackedCell>
    </tr>
  );
}
