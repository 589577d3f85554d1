import type { Language, Outbox } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { useOutbox } from '../api/get-outbox';

const outboxMessages = defineMessages('outbox.outboxList', {
  search: 'Search the outbox',
  recipient: 'Recipient',
  recipientHint: 'A mobile number, typed any way (01712-345678), or an e-mail address',
  find: 'Search',
  showAll: 'Show everything',
  messageCount: params(count({ one: '{count} message', other: '{count} messages' })),
  empty: 'The shop has not sent anything yet.',
  emptyTo: params('Nothing has been sent to {to}.'),
  table: 'Sent messages',
  to: 'To',
  channel: 'Channel',
  text: 'Text',
  time: 'Time',
  status: 'Status',
  sms: 'SMS',
  email: 'E-mail',
  recorded: 'Recorded',
  recordedWhy: 'No gateway is set up: kept here only',
  sent: 'Sent',
  failed: 'Failed',
  pages: 'Outbox pages',
});

type OutboxItem = Outbox['items'][number];

/** When a message went, to the minute; in Bangla on the 24-hour clock (bn-BD writes AM and PM in Latin letters). */
const TIME_FORMAT: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  bn: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

const STATUS_BADGES = { recorded: 'badge-ghost', sent: 'badge-success', failed: 'badge-error' } as const;

/** A page number from the URL: a whole number from 1, or the first page. */
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The outbox (docs/product.md#back-office): every SMS and e-mail the shop sent, newest first, over numbered pages,
 * and found by recipient. The search and the page are in the URL (`?to=&page=`). In the embedded
 * shop, with no SMS gateway, this is where a cash-on-delivery code is read.
 */
export function OutboxList() {
  const t = useMessages(outboxMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const fieldId = useId();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to')?.trim() || undefined;
  const outbox = useOutbox({ to, page: pageFrom(searchParams.get('page')) });
  const hrefFor = (page: number) => paths.dashboard.outbox.getHref({ to, page });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('to');
    void navigate(paths.dashboard.outbox.getHref({ to: typeof typed === 'string' ? typed.trim() : undefined }));
  };

  return (
    <>
      <form role="search" aria-label={t.search} onSubmit={onSearch} className="mb-6 grid max-w-xl gap-1">
        <label htmlFor={`${fieldId}-to`} className="font-medium">
          {t.recipient}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            key={to ?? ''}
            id={`${fieldId}-to`}
            type="search"
            name="to"
            defaultValue={to ?? ''}
            autoComplete="off"
            aria-describedby={`${fieldId}-hint`}
            className="input min-w-0 flex-1 basis-56"
          />
          <button type="submit" className="btn btn-primary">
            {t.find}
          </button>
          {to && (
            <Link to={paths.dashboard.outbox.getHref()} className="btn btn-ghost">
              {t.showAll}
            </Link>
          )}
        </div>
        <p id={`${fieldId}-hint`} className="text-base-content/70 text-sm">
          {t.recipientHint}
        </p>
      </form>
      <QueryContent query={outbox} isEmpty={(page) => page.total === 0} emptyText={to ? t.emptyTo({ to }) : t.empty}>
        {({ items, total, page, pageSize }) => (
          <div aria-busy={outbox.isPlaceholderData} className={outbox.isPlaceholderData ? 'opacity-50' : undefined}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.messageCount({ count: format.count(total) })(total)}
            </p>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable
                columns={[{ name: t.to, className: 'w-56' }, t.channel, t.text, t.time, t.status]}
                aria-label={t.table}
              >
                {items.map((item, index) => (
                  // Messages have no id of their own; a page's order is the API's, newest first.
                  <OutboxRow key={`${item.createdAt}-${index}`} item={item} />
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

function OutboxRow({ item }: { item: OutboxItem }) {
  const t = useMessages(outboxMessages);
  const format = useFormat();
  const language = useLanguage();
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="font-semibold">
        {item.channel === 'email' ? <BreakableEmail email={item.to} /> : item.to}
      </th>
      <StackedCell column={t.channel}>{item.channel === 'email' ? t.email : t.sms}</StackedCell>
      <StackedCell column={t.text} className="min-w-56">
        <p dir="auto" className="whitespace-pre-line wrap-anywhere">
          {item.text}
        </p>
      </StackedCell>
      <StackedCell column={t.time}>
        <time dateTime={item.createdAt} className="whitespace-nowrap">
          {format.date(item.createdAt, TIME_FORMAT[language])}
        </time>
      </StackedCell>
      <StackedCell column={t.status}>
        <span className={`badge font-semibold ${STATUS_BADGES[item.status]}`}>{t[item.status]}</span>
        {item.status === 'recorded' && <p className="text-base-content/70 mt-1 text-sm">{t.recordedWhy}</p>}
        {item.error && <p className="text-error mt-1 text-sm wrap-anywhere">{item.error}</p>}
      </StackedCell>
    </tr>
  );
}
