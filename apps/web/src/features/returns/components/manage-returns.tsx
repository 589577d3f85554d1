import { RETURN_REASON_LABELS, RETURN_STATE_IDS, RETURN_STATE_LABELS, type ReturnStateId } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { Link, useSearchParams } from 'react-router';
import { DeadlineBadge } from '@/components/ui/deadline-badge';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useReturns } from '../api/get-returns';

const listMessages = defineMessages('returns.manageReturns', {
  filter: 'Show returns',
  open: 'To deal with',
  returnCount: params(count({ one: '{count} return', other: '{count} returns' })),
  empty: 'No returns here.',
  table: 'Returns',
  order: 'Order',
  asked: 'Asked for',
  parts: 'Parts and why',
  partCount: params(count({ one: '{count} part', other: '{count} parts' })),
  refund: 'Refund',
  state: 'State',
  pages: 'Return pages',
});

const stateFrom = (value: string | null): ReturnStateId | 'open' =>
  (RETURN_STATE_IDS as readonly string[]).includes(value ?? '') ? (value as ReturnStateId) : 'open';
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The admin's returns (docs/returns.md): those to deal with (asked for, accepted, received) or of
 * one state, newest first, over pages (`?state=&page=`). Each row opens its order, where the return
 * is accepted, received and refunded.
 */
export function ManageReturns() {
  const t = useMessages(listMessages);
  const language = useLanguage();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const state = stateFrom(searchParams.get('state'));
  const returns = useReturns({ state, page: pageFrom(searchParams.get('page')) });
  const hrefFor = (page: number) => paths.dashboard.returns.getHref({ state, page });

  return (
    <>
      <nav aria-label={t.filter} className="mb-4 flex flex-wrap gap-2">
        {(['open', ...RETURN_STATE_IDS] as const).map((shown) => (
          <Link
            key={shown}
            to={paths.dashboard.returns.getHref({ state: shown })}
            aria-current={shown === state ? 'page' : undefined}
            className={`btn btn-sm ${shown === state ? 'btn-neutral' : 'btn-ghost'}`}
          >
            {shown === 'open' ? t.open : RETURN_STATE_LABELS[language][shown]}
          </Link>
        ))}
      </nav>
      <QueryContent query={returns} isEmpty={(page) => page.total === 0} emptyText={t.empty}>
        {({ items, total, page, pageSize }) => (
          <div aria-busy={returns.isPlaceholderData}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.returnCount({ count: format.count(total) })(total)}
            </p>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable columns={[t.order, t.asked, t.parts, t.refund, t.state]} aria-label={t.table}>
                {items.map((item) => (
                  <tr key={item.id} role="row">
                    <th scope="row" role="rowheader" className="font-semibold">
                      <Link to={paths.dashboard.orderDetail.getHref(item.orderId)} className="link font-mono">
                        {item.orderNumber}
                      </Link>
                    </th>
                    <StackedCell column={t.asked}>
                      {format.date(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </StackedCell>
                    <StackedCell column={t.parts}>
                      <span className="block">
                        {t.partCount({ count: format.count(item.quantity) })(item.quantity)}
                      </span>
                      <span className="text-base-content/70 block text-sm">
                        {item.reasons.map((reason) => RETURN_REASON_LABELS[language][reason]).join(', ')}
                      </span>
                    </StackedCell>
                    <StackedCell column={t.refund}>{format.taka(item.refund)}</StackedCell>
                    <StackedCell column={t.state}>
                      <span className="grid justify-items-start gap-1">
                        {RETURN_STATE_LABELS[language][item.state]}
                        {item.deadline && <DeadlineBadge deadline={item.deadline} />}
                      </span>
                    </StackedCell>
                  </tr>
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
