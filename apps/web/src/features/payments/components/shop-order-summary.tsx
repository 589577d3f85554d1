import type { ShopOrder } from '@motoforge/contract';
import { type ReactNode, useId } from 'react';
import { OrderLines } from '@/components/ui/order-lines';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';

const summaryMessages = defineMessages('payments.shopOrderSummary', {
  yourOrder: 'Your order',
  orderNumber: params('Order {number}'),
  deliverTo: 'Deliver to',
});

type ShopOrderSummaryProps = {
  order: ShopOrder;
  /** What the total is called here: what is paid online, or what the courier collects. */
  totalLabel: string;
  /** Notes under the heading (until when to pay, say). */
  children?: ReactNode;
};

/** An order of the checkout: its number, its parts, subtotal, delivery fee and total, and where it goes. */
export function ShopOrderSummary({ order, totalLabel, children }: ShopOrderSummaryProps) {
  const t = useMessages(summaryMessages);
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.yourOrder}
        </h2>
        {/* The short number the buyer reads out to the shop on the phone. */}
        <p className="font-mono font-semibold">{t.orderNumber({ number: order.number })}</p>
        {children}
        <OrderLines order={order} />
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
