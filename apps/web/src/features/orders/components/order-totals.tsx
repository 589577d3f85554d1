import { defineMessages, useFormat, useMessages } from '@/lib/i18n';

const totalsMessages = defineMessages('checkout.orderTotals', {
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery',
  deliveryFeeOnDistrict: 'Choose your district',
  total: 'Total',
});

type OrderTotalsProps = {
  /** Undefined while the purchase page's quantity is out of range. */
  subtotal: number | undefined;
  /** Undefined until a district is chosen. */
  deliveryFee: number | undefined;
  total: number | undefined;
};

/** An order's amounts as the buyer is shown them before placing it; the server works out its own. */
export function OrderTotals({ subtotal, deliveryFee, total }: OrderTotalsProps) {
  const t = useMessages(totalsMessages);
  const format = useFormat();
  return (
    <dl className="border-base-300 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t pt-3">
      <dt>{t.subtotal}</dt>
      <dd className="text-right">{subtotal === undefined ? '—' : format.taka(subtotal)}</dd>
      <dt>{t.deliveryFee}</dt>
      <dd className="text-base-content/70 text-right">
        {deliveryFee === undefined ? t.deliveryFeeOnDistrict : format.taka(deliveryFee)}
      </dd>
      <dt className="text-lg font-bold">{t.total}</dt>
      <dd className="text-right text-lg font-extrabold" aria-live="polite">
        {total === undefined ? '—' : format.taka(total)}
      </dd>
    </dl>
  );
}
