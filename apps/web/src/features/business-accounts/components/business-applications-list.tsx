import {
  BUSINESS_APPLICATION_STATES,
  businessAccountMessages,
  type AdminBusinessApplication,
  type BusinessApplicationState,
  type CustomerGroupSummary,
} from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useTranslateMessage } from '@/lib/translate-message';
import { useDecideBusinessApplication } from '../api/decide-business-application';
import { useBusinessApplications } from '../api/get-business-applications';
import { useCustomerGroups } from '../api/get-customer-groups';
import { useCustomerGroupName } from './customer-group-name';

const listMessages = defineMessages('businessAccounts.list', {
  filter: 'Show applications',
  all: 'All',
  pending: 'Waiting',
  approved: 'Approved',
  refused: 'Refused',
  applicationCount: params(count({ one: '{count} application', other: '{count} applications' })),
  empty: 'No applications yet.',
  table: 'Business account applications',
  business: 'Business',
  buyer: 'Buyer',
  licence: 'Trade licence and BIN',
  contact: 'Address and phone',
  state: 'State',
  answer: 'Answer',
  workshop: 'Workshop',
  dealer: 'Dealer',
  noBin: 'No BIN',
  note: 'Note',
  group: 'Customer group',
  chooseGroup: 'Choose a group',
  noGroups: 'Add a customer group first, on the Customer Groups page.',
  approve: 'Approve',
  refuse: 'Refuse',
  pages: 'Application pages',
});

/** A state from the URL, or none (all of them). */
const stateFrom = (value: string | null) =>
  (BUSINESS_APPLICATION_STATES as readonly string[]).includes(value ?? '')
    ? (value as BusinessApplicationState)
    : undefined;
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const STATE_BADGES = { pending: 'badge-warning', approved: 'badge-success', refused: 'badge-ghost' } as const;

/**
 * The admin's applications for business accounts (docs/product.md#business-accounts): by state,
 * newest first, over pages (`?state=&page=`), each waiting one answered in its row.
 */
export function BusinessApplicationsList() {
  const t = useMessages(listMessages);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const state = stateFrom(searchParams.get('state'));
  const applications = useBusinessApplications({ state, page: pageFrom(searchParams.get('page')) });
  const groups = useCustomerGroups();
  const hrefFor = (page: number) => paths.dashboard.businessAccounts.getHref({ state, page });

  return (
    <>
      <nav aria-label={t.filter} className="mb-4 flex flex-wrap gap-2">
        {([undefined, ...BUSINESS_APPLICATION_STATES] as const).map((shown) => (
          <Link
            key={shown ?? 'all'}
            to={paths.dashboard.businessAccounts.getHref({ state: shown })}
            aria-current={shown === state ? 'page' : undefined}
            className={`btn btn-sm ${shown === state ? 'btn-neutral' : 'btn-ghost'}`}
          >
            {shown ? t[shown] : t.all}
          </Link>
        ))}
      </nav>
      <QueryContent query={applications} isEmpty={(page) => page.total === 0} emptyText={t.empty}>
        {({ items, total, page, pageSize }) => (
          <div aria-busy={applications.isPlaceholderData}>
            <p className="text-base-content/80 mb-3 text-sm font-semibold">
              {t.applicationCount({ count: format.count(total) })(total)}
            </p>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable
                columns={[t.business, t.buyer, t.licence, t.contact, t.state, t.answer]}
                aria-label={t.table}
              >
                {items.map((item) => (
                  <ApplicationRow key={item.id} item={item} groups={groups.data?.groups ?? []} />
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

function ApplicationRow({ item, groups }: { item: AdminBusinessApplication; groups: CustomerGroupSummary[] }) {
  const t = useMessages(listMessages);
  const groupName = useCustomerGroupName();
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="font-semibold">
        <span dir="auto">{item.businessName}</span>
        <span className="text-base-content/70 block text-sm font-normal">{t[item.kind]}</span>
      </th>
      <StackedCell column={t.buyer}>
        <span dir="auto">{item.buyerName}</span>
        <BreakableEmail email={item.email} />
      </StackedCell>
      <StackedCell column={t.licence}>
        <span className="block">{item.tradeLicence}</span>
        <span className="block">{item.bin || t.noBin}</span>
      </StackedCell>
      <StackedCell column={t.contact}>
        <span dir="auto" className="block">
          {item.address}
        </span>
        <span className="block">{item.phone}</span>
      </StackedCell>
      <StackedCell column={t.state}>
        <span className={`badge font-semibold ${STATE_BADGES[item.state]}`}>{t[item.state]}</span>
        {item.group && <span className="mt-1 block text-sm">{groupName(item.group)}</span>}
        {item.note && (
          <p dir="auto" className="mt-1 text-sm wrap-anywhere">
            {t.note}: {item.note}
          </p>
        )}
      </StackedCell>
      <StackedCell column={t.answer} className="min-w-64">
        {item.state === 'pending' && <DecisionForm id={item.id} businessName={item.businessName} groups={groups} />}
      </StackedCell>
    </tr>
  );
}

/** Approve into a group, or refuse with a note: the note is the buyer's to read either way. */
function DecisionForm({
  id,
  businessName,
  groups,
}: {
  id: string;
  businessName: string;
  groups: CustomerGroupSummary[];
}) {
  const t = useMessages(listMessages);
  const translate = useTranslateMessage();
  const groupName = useCustomerGroupName();
  const fieldId = useId();
  const decide = useDecideBusinessApplication();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const note = String(form.get('note') ?? '').trim();
    const groupId = String(form.get('groupId') ?? '');
    if (submitter?.value === 'approve' && !groupId) return setProblem(businessAccountMessages.groupRequired);
    if (submitter?.value === 'refuse' && !note) return setProblem(businessAccountMessages.noteRequired);
    setProblem(null);
    const decision =
      submitter?.value === 'approve'
        ? { decision: 'approve' as const, groupId, note }
        : { decision: 'refuse' as const, note };
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => notify.success(businessAccountMessages.decided),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setProblem(toErrorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${t.answer}: ${businessName}`} className="grid gap-2">
      <label htmlFor={`${fieldId}-group`} className="text-sm font-medium">
        {t.group}
      </label>
      <select id={`${fieldId}-group`} name="groupId" className="select select-sm w-full" defaultValue="">
        <option value="">{t.chooseGroup}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {groupName(group)}
          </option>
        ))}
      </select>
      {groups.length === 0 && <p className="text-base-content/70 text-sm">{t.noGroups}</p>}
      <label htmlFor={`${fieldId}-note`} className="text-sm font-medium">
        {t.note}
      </label>
      <textarea id={`${fieldId}-note`} name="note" rows={2} className="textarea textarea-sm w-full" />
      {problem && (
        <p role="alert" className="text-error text-sm">
          {translate(problem)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="decision"
          value="approve"
          className="btn btn-sm btn-success"
          disabled={decide.isPending}
        >
          {t.approve}
        </button>
        <button
          type="submit"
          name="decision"
          value="refuse"
          className="btn btn-sm btn-outline"
          disabled={decide.isPending}
        >
          {t.refuse}
        </button>
      </div>
    </form>
  );
}
