import type { ShopOrder } from '@motoforge/contract';
import type { ReactNode } from 'react';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { totalTaka } from '@/lib/taka-total';

const orderLinesMessages = defineMessages('ui.orderLines', {
  parts: 'Parts in this order',
  lineOf: params('{product} × {count}'),
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
});

type OrderLinesProps = {
  order: Pick<ShopOrder, 'lines' | 'subtotal' | 'deliveryFee'>;
  /** The id of a heading that names the list; without one, the list names itself. */
  partsLabelledBy?: string;
  /** More amounts after the delivery fee, in the same list of terms (the total, say). */
  children?: ReactNode;
};

/**
 * An order's parts with their prices, then its subtotal and delivery fee: the same on the payment
 * pages (ShopOrderSummary) and on the order's own page.
 */
export function OrderLines({ order, partsLabelledBy, children }: OrderLinesProps) {
  const t = useMessages(orderLinesMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const amounts = [
    { label: t.subtotal, value: format.taka(order.subtotal) },
    { label: t.deliveryFee, value: format.taka(order.deliveryFee) },
  ];
  return (
    <>
      <ul
        {...(partsLabelledBy ? { 'aria-labelledby': partsLabelledBy } : { 'aria-label': t.parts })}
        className="divide-base-300 grid divide-y"
      >
        {order.lines.map((line) => (
          <li key={line._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 font-medium wrap-anywhere">
              {t.lineOf({ product: text(line.productName, line.productNameBn), count: format.count(line.quantity) })}
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
        {children}
      </dl>
    </>
  );
}
