import type { ShopOrder } from '@motoforge/contract';
import { type ReactNode, useId } from 'react';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { totalTaka } from '@/lib/taka-total';

const summaryMessages = defineMessages('payments.shopOrderSummary', {
  yourOrder: 'Your order',
  parts: 'Parts in this order',
  lineOf: params('{product} × {count}'),
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  deliverTo: 'Deliver to',
});

type ShopOrderSummaryProps = {
  order: ShopOrder;
  /** What the total is called here: what is paid online, or what the courier collects. */
  totalLabel: string;
  /** Notes under the heading (until when to pay, say). */
  children?: ReactNode;
};

/** An order of the checkout: its parts, subtotal, delivery fee and total, and where it goes. */
export function ShopOrderSummary({ order, totalLabel, children }: ShopOrderSummaryProps) {
  const t = useMessages(summaryMessages);
  const format = useFormat();
  const headingId = useId();
  const amounts = [
    { label: t.subtotal, value: format.taka(order.subtotal) },
    { label: t.deliveryFee, value: format.taka(order.deliveryFee) },
  ];
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.yourOrder}
        </h2>
        {children}
        <ul aria-label={t.parts} className="divide-base-300 grid divide-y">
          {order.lines.map((line) => (
            <li key={line._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 font-medium wrap-anywhere">
                {t.lineOf({ product: line.productName, count: format.count(line.quantity) })}
              </span>
              <span className="font-semibold">{format.taka(totalTaka(line.price, line.quantity))}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1">
          {amounts.map(({ label, value }) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-base-content/70 font-medium">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="bg-base-200 flex flex-wrap items-center justify-between gap-x-4 rounded-box p-4">
          <span className="text-lg font-bold">{totalLabel}</span>
          <span className="text-2xl font-extrabold">{format.taka(order.total)}</span>
        </div>
        <div>
          <h3 className="text-base-content/70 font-medium">{t.deliverTo}</h3>
          <p className="font-semibold wrap-anywhere">
            {order.delivery && <span className="block">{order.delivery.name}</span>}
            <span className="block">{order.phone}</span>
            <span className="block">{order.address}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
