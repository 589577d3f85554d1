import { ProgressPercent } from '@/components/ui/progress-bar';
import { ORDER_STATE_IDS, PAYMENT_METHOD_IDS } from '@motoforge/contract';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useExportOrdersCsv } from '../api/export-orders-csv';
import type { AdminOrderSearch } from '../api/get-admin-orders';
import { useOrderStateLabels, usePaymentMethodLabels } from './order-state';

const filterMessages = defineMessages('orders.manageOrderFilters', {
  searchOrders: 'Search and filter orders',
  search: 'Search',
  searchHint: "An order number (MF-7K3QX9), a buyer's name or e-mail, or a TnxID",
  orderState: 'Order state',
  anyState: 'Any state',
  paymentMethod: 'Payment method',
  anyPaymentMethod: 'Any payment method',
  risk: 'Cash-on-delivery risk',
  anyRisk: 'Any order',
  heldRisk: 'Held for a risk check',
  deadline: 'The law’s deadlines',
  anyDeadline: 'Any order',
  nearDeadline: 'Close to or past a deadline',
  from: 'From',
  to: 'To',
  find: 'Search',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exportHint: 'Every order that matches, one row per part',
});

/**
 * Manage All Orders' search and filters, as a form whose submission is a new URL (Back returns to
 * the last search). The search box takes an order's number as typed: the API reads it.
 */
export function ManageOrderFilters({ search, isFiltered }: { search: AdminOrderSearch; isFiltered: boolean }) {
  const t = useMessages(filterMessages);
  const states = useOrderStateLabels();
  const methods = usePaymentMethodLabels();
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    void navigate(
      paths.dashboard.manageOrder.getHref({
        q: field('q'),
        state: field('state'),
        paymentMethod: field('paymentMethod'),
        risk: field('risk'),
        deadline: field('deadline'),
        from: field('from'),
        to: field('to'),
      }),
    );
  };
  return (
    // Keyed by the URL's search, so Back and a link show that search's values in the fields.
    <form
      key={JSON.stringify(search)}
      role="search"
      aria-label={t.searchOrders}
      onSubmit={onSubmit}
      className="bg-base-200 rounded-box mb-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-1 sm:col-span-2 lg:col-span-4">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {t.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={search.q ?? ''}
          autoComplete="off"
          maxLength={200}
          aria-describedby={`${id}-q-hint`}
          className="input w-full"
        />
        <p id={`${id}-q-hint`} className="text-base-content/70 text-xs">
          {t.searchHint}
        </p>
      </div>
      <FilterSelect
        id={`${id}-state`}
        name="state"
        label={t.orderState}
        value={search.state}
        options={[['', t.anyState], ...ORDER_STATE_IDS.map((state) => [state, states[state]] as const)]}
      />
      <FilterSelect
        id={`${id}-method`}
        name="paymentMethod"
        label={t.paymentMethod}
        value={search.paymentMethod}
        options={[['', t.anyPaymentMethod], ...PAYMENT_METHOD_IDS.map((method) => [method, methods[method]] as const)]}
      />
      <FilterSelect
        id={`${id}-risk`}
        name="risk"
        label={t.risk}
        value={search.risk}
        options={[
          ['', t.anyRisk],
          ['held', t.heldRisk],
        ]}
      />
      <FilterSelect
        id={`${id}-deadline`}
        name="deadline"
        label={t.deadline}
        value={search.deadline}
        options={[
          ['', t.anyDeadline],
          ['near', t.nearDeadline],
        ]}
      />
      <div className="grid content-start gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          {t.from}
        </label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={search.from ?? ''} className="input w-full" />
      </div>
      <div className="grid content-start gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          {t.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          name="to"
          defaultValue={search.to ?? ''}
          min={search.from}
          className="input w-full"
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-primary">
          {t.find}
        </button>
        {isFiltered && (
          <Link to={paths.dashboard.manageOrder.getHref()} className="btn btn-ghost">
            {t.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

/** One of the filters: a labelled choice whose first option, '', means any. */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="select w-full">
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The CSV of every order the filters match (the page left out). */
export function ExportCsvButton({ search }: { search: AdminOrderSearch }) {
  const t = useMessages(filterMessages);
  const exportCsv = useExportOrdersCsv();
  const { page: _page, ...filters } = search;
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      title={t.exportHint}
      disabled={exportCsv.isPending}
      onClick={() => exportCsv.mutate(filters, { onError: (error) => notify.error(toErrorMessage(error)) })}
    >
      {exportCsv.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {t.exportCsv}
      {exportCsv.isPending && <ProgressPercent progress={exportCsv.progress} />}
    </button>
  );
}
