import { zodResolver } from '@hookform/resolvers/zod';
import { backOfficeMessages, restockFormSchema, type EditablePart } from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { QueryContent } from '@/components/ui/query-content';
import { StackedCell, StackedTable } from '@/components/ui/stacked-table';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useTranslateMessage } from '@/lib/translate-message';
import { RESTOCKS_PAGE_SIZE, useRestocks } from '../api/get-restocks';
import { useRestockPart } from '../api/restock-part';

const restockMessages = defineMessages('shop.restock', {
  heading: 'Restock',
  form: 'Restock',
  stockNow: params('In stock now: {count}'),
  lowStock: params('Low on stock (threshold {count})'),
  quantity: 'Quantity to add',
  note: 'Note',
  noteHint: 'Optional: the delivery, supplier or lot.',
  submit: 'Add stock',
  adding: 'Adding…',
  logHeading: 'Restock log',
  log: 'Restock log',
  empty: 'No stock has been added to this product yet.',
  when: 'When',
  added: 'Added',
  stockAfter: 'Stock after',
  by: 'By',
  logPages: 'Restock log pages',
});

const EMPTY_RESTOCK = { quantity: '', note: '' };

/** The log's page, in the edit page's URL (`?log=2`), so Back and a shared link keep it. */
const LOG_PAGE = 'log';

/** Restock (docs/product.md#back-office): adds a delivery to the stock, and the log of who added how many and when. */
export function RestockPart({ part }: { part: EditablePart }) {
  const t = useMessages(restockMessages);
  const format = useFormat();
  const translate = useTranslateMessage();
  const restock = useRestockPart();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get(LOG_PAGE)) || 1);
  const restocks = useRestocks(part._id, page);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(restockFormSchema), defaultValues: EMPTY_RESTOCK });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await restock.mutateAsync({ id: part._id, input });
      notify.success(backOfficeMessages.restocked);
      reset(EMPTY_RESTOCK);
    } catch {
      notify.error(backOfficeMessages.notRestocked);
    }
  });
  const hrefFor = (to: number) => {
    const next = new URLSearchParams(search);
    if (to === 1) next.delete(LOG_PAGE);
    else next.set(LOG_PAGE, String(to));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <section aria-labelledby="restock-heading" className="grid max-w-2xl gap-4">
      <h2 id="restock-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <p>
        <span className="font-semibold">{t.stockNow({ count: format.count(part.availableQuantity) })}</span>
        {part.isLowStock && (
          <span className="badge badge-warning ms-2">
            {t.lowStock({ count: format.count(part.lowStockThreshold) })}
          </span>
        )}
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t.form}
        className="grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
      >
        <InputField
          label={t.quantity}
          error={errors.quantity?.message}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          registration={register('quantity')}
        />
        <InputField
          label={t.note}
          error={errors.note?.message}
          hint={t.noteHint}
          type="text"
          registration={register('note')}
        />
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {isSubmitting ? t.adding : t.submit}
        </button>
      </form>
      {restock.isError && (
        <p role="alert" className="text-error">
          {translate(toErrorMessage(restock.error))}
        </p>
      )}
      <h3 className="text-xl font-bold">{t.logHeading}</h3>
      <QueryContent query={restocks} isEmpty={(log) => log.total === 0} emptyText={t.empty}>
        {({ items, total }) => (
          <div aria-busy={restocks.isPlaceholderData} className={restocks.isPlaceholderData ? 'opacity-50' : undefined}>
            <StackedTable columns={[t.when, t.added, t.stockAfter, t.by, t.note]} aria-label={t.log}>
              {items.map((item) => (
                <tr key={item.id} role="row">
                  <th scope="row" role="rowheader" className="font-semibold">
                    {format.date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </th>
                  <StackedCell column={t.added}>+{format.count(item.quantity)}</StackedCell>
                  <StackedCell column={t.stockAfter}>{format.count(item.availableQuantityAfter)}</StackedCell>
                  <StackedCell column={t.by}>{item.by}</StackedCell>
                  <StackedCell column={t.note}>{item.note}</StackedCell>
                </tr>
              ))}
            </StackedTable>
            <Pagination
              page={page}
              pageCount={Math.ceil(total / RESTOCKS_PAGE_SIZE)}
              hrefFor={hrefFor}
              label={t.logPages}
            />
          </div>
        )}
      </QueryContent>
    </section>
  );
}
