import { params, defineMessages, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { type AdminOrder, type Language, messages, ORDER_STATE_IDS, PAYMENT_METHOD_IDS } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { useApproveOrder } from '../api/approve-order';
import { useExportOrdersCsv } from '../api/export-orders-csv';
import { adminOrderQuery, adminOrderSearchFrom, type AdminOrderSearch, useAdminOrders } from '../api/get-admin-orders';
import { DeleteOrderDialog, type DeletableOrder } from './delete-order-dialog';
import { OrderStateBadge, useOrderStateNames } from './order-state';

const manageOrdersMessages = defineMessages('orders.manageOrders', {
  noOrders: 'No orders have been placed yet.',
  noMatches: 'No order matches this search.',
  allOrders: 'All Orders',
  productName: 'Product Name',
  email: 'Email',
  paymentStatus: 'Payment Status',
  state: 'State',
  approveAction: 'Approve Action',
  action: 'Action',
  paid: 'PAID',
  unpaid: 'UNPAID',
  shipping: 'SHIPPING',
  pending: 'PENDING',
  approveOrder: 'Approve Order',
  // Every row repeats the same buttons; their names say which order they act on.
  approveOrderOf: params('Approve Order of {product} by {email}'),
  notPaid: 'NOT PAID',
  delete: 'DELETE',
  deleteOrderOf: params('Delete order of {product} by {email}'),
  order: 'Order',
  shipTo: 'Ship to',
  orderLink: params('Order {id}'),
  total: params('Total {amount}'),
  tnxId: params('TnxID {id}'),
  searchOrders: 'Search and filter orders',
  search: 'Search',
  searchHint: "A buyer's name or e-mail, an order id or a TnxID",
  orderState: 'Order state',
  anyState: 'Any state',
  paymentMethod: 'Payment method',
  anyPaymentMethod: 'Any payment method',
  from: 'From',
  to: 'To',
  find: 'Search',
  clear: 'Clear filters',
  orderCount: params(count({ one: '{count} order', other: '{count} orders' })),
  moreThan: params('More than {count} orders'),
  pages: 'Order pages',
  exportCsv: 'Export CSV',
  exportHint: 'Every order that matches, one row per part',
});

/** When an order was placed, to the minute; in Bangla on the 24-hour clock. */
const TIME_FORMAT: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  bn: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

/** What the spec's columns name an order by: its parts, each once. */
const productNameOf = (order: AdminOrder) => order.lines.map((line) => line.productName).join(', ');

/**
 * Manage All Orders (SPEC.md §2 Tables, §4 order status; DESIGN.md §10): the orders that match a
 * search and filters, newest first, a page at a time, each with what shipping it needs, to approve
 * or delete. The search, the filters and the page are the URL's (`?q=&state=&paymentMethod=&from=&to=&page=`).
 */
export function ManageOrders() {
  const t = useMessages(manageOrdersMessages);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const search = adminOrderSearchFrom(searchParams);
  const orders = useAdminOrders(search);
  const approveOrder = useApproveOrder();
  const [orderToDelete, setDeletableOrder] = useState<DeletableOrder | null>(null);
  const { page: _page, ...filters } = search;
  const isFiltered = Object.values(filters).some(Boolean);
  const hrefFor = (page: number) => paths.dashboard.manageOrder.getHref(adminOrderQuery({ ...search, page }));

  const onApprove = (tnxId: string) =>
    approveOrder.mutate(tnxId, {
      onSuccess: () => notify.success(messages.productShipping),
      onError: (error) => notify.error(toErrorMessage(error)),
    });

  return (
    <>
      <OrderFilters search={search} isFiltered={isFiltered} />
      <QueryContent
        query={orders}
        isEmpty={(page) => page.total === 0}
        emptyText={isFiltered ? t.noMatches : t.noOrders}
      >
        {({ items, total, isTotalCapped, page, pageSize }) => (
          <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-50' : undefined}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-base-content/80 text-sm font-semibold">
                {isTotalCapped
                  ? t.moreThan({ count: format.count(total) })
                  : t.orderCount({ count: format.count(total) })(total)}
              </p>
              <ExportCsvButton search={search} />
            </div>
            {items.length === 0 ? (
              <PastLastPage firstPageHref={hrefFor(1)} />
            ) : (
              <StackedTable
                columns={[
                  t.productName,
                  // Room for an address of 25 characters or so on one line, when the table has it.
                  { name: t.email, className: 'w-64' },
                  t.paymentStatus,
                  t.state,
                  t.approveAction,
                  t.action,
                  t.order,
                ]}
                aria-label={t.allOrders}
                isDense
              >
                {items.map((order) => (
                  <OrderRow
                    key={order.id}
                    order={order}
                    isApproving={approveOrder.isPending && approveOrder.variables === order.tnxId}
                    onApprove={onApprove}
                    onDelete={() =>
                      setDeletableOrder({ _id: order.id, productName: productNameOf(order), email: order.buyer.email })
                    }
                  />
                ))}
              </StackedTable>
            )}
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={hrefFor} label={t.pages} />
          </div>
        )}
      </QueryContent>
      <DeleteOrderDialog order={orderToDelete} onClose={() => setDeletableOrder(null)} />
    </>
  );
}

/** The search and filters, as a form whose submission is a new URL (Back returns to the last search). */
function OrderFilters({ search, isFiltered }: { search: AdminOrderSearch; isFiltered: boolean }) {
  const t = useMessages(manageOrdersMessages);
  const names = useOrderStateNames();
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
      <div className="grid content-start gap-1">
        <label htmlFor={`${id}-state`} className="text-sm font-medium">
          {t.orderState}
        </label>
        <select id={`${id}-state`} name="state" defaultValue={search.state ?? ''} className="select w-full">
          <option value="">{t.anyState}</option>
          {ORDER_STATE_IDS.map((state) => (
            <option key={state} value={state}>
              {names[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid content-start gap-1">
        <label htmlFor={`${id}-method`} className="text-sm font-medium">
          {t.paymentMethod}
        </label>
        <select
          id={`${id}-method`}
          name="paymentMethod"
          defaultValue={search.paymentMethod ?? ''}
          className="select w-full"
        >
          <option value="">{t.anyPaymentMethod}</option>
          {PAYMENT_METHOD_IDS.map((method) => (
            <option key={method} value={method}>
              {names[method]}
            </option>
          ))}
        </select>
      </div>
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

function ExportCsvButton({ search }: { search: AdminOrderSearch }) {
  const t = useMessages(manageOrdersMessages);
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
    </button>
  );
}

type OrderRowProps = {
  order: AdminOrder;
  isApproving: boolean;
  onApprove: (tnxId: string) => void;
  onDelete: () => void;
};

function OrderRow({ order, isApproving, onApprove, onDelete }: OrderRowProps) {
  const t = useMessages(manageOrdersMessages);
  const names = useOrderStateNames();
  const format = useFormat();
  const language = useLanguage();
  const { tnxId, status: isShipping } = order;
  const which = { product: productNameOf(order), email: order.buyer.email };
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="min-w-36 font-semibold wrap-anywhere">
        {which.product}
      </th>
      <StackedCell column={t.email}>
        {/* One line while the rows are a table (50rem and up: styles.css's .table-stack); a card wraps it. */}
        <BreakableEmail email={order.buyer.email} className="@min-[50rem]:whitespace-nowrap" />
      </StackedCell>
      <StackedCell column={t.paymentStatus}>
        {order.paid ? (
          <span className="badge badge-success font-semibold">{t.paid}</span>
        ) : (
          <span className="badge badge-ghost font-semibold">{t.unpaid}</span>
        )}
      </StackedCell>
      <StackedCell column={t.state}>
        {isShipping ? (
          <span className="badge badge-info font-semibold">{t.shipping}</span>
        ) : (
          <span className="badge badge-warning font-semibold">{t.pending}</span>
        )}
      </StackedCell>
      <StackedCell column={t.approveAction}>
        {tnxId ? (
          <button
            type="button"
            className="btn btn-primary btn-sm whitespace-nowrap"
            aria-label={t.approveOrderOf(which)}
            disabled={isShipping || isApproving}
            onClick={() => onApprove(tnxId)}
          >
            {isApproving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.approveOrder}
          </button>
        ) : (
          <span className="text-base-content/70 font-semibold whitespace-nowrap">{t.notPaid}</span>
        )}
      </StackedCell>
      <StackedCell column={t.action}>
        <button type="button" className="btn btn-error btn-sm" aria-label={t.deleteOrderOf(which)} onClick={onDelete}>
          {t.delete}
        </button>
      </StackedCell>
      <StackedCell column={t.order}>
        <div className="grid justify-items-start gap-1 text-sm">
          <Link to={paths.dashboard.orderDetail.getHref(order.id)} className="link font-mono font-semibold">
            {t.orderLink({ id: order.id.slice(0, 8) })}
          </Link>
          <time dateTime={order.createdAt}>{format.date(order.createdAt, TIME_FORMAT[language])}</time>
          <OrderStateBadge state={order.state} />
          <span className="font-semibold whitespace-nowrap">{t.total({ amount: format.taka(order.total) })}</span>
          <span>{names[order.paymentMethod]}</span>
          {tnxId && <span className="font-mono text-xs wrap-anywhere">{t.tnxId({ id: tnxId })}</span>}
          <div role="group" aria-label={t.shipTo} className="border-base-300 mt-2 grid w-full gap-1 border-t pt-2">
            <span className="text-base-content/70 text-xs font-medium">{t.shipTo}</span>
            <span className="font-semibold">{order.deliveryName}</span>
            <a href={`tel:${order.phone}`} className="link whitespace-nowrap">
              {order.phone}
            </a>
            <span className="whitespace-pre-line wrap-anywhere">{order.address}</span>
            <ul className="mt-1 list-inside list-disc">
              {order.lines.map((line) => (
                <li key={line._id} className="wrap-anywhere">
                  {line.productName} × {format.count(line.quantity)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </StackedCell>
    </tr>
  );
}
