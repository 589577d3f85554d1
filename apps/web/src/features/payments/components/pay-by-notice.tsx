import { defineMessages, useMessages } from '@/lib/i18n';
import { usePayBy } from '@/lib/pay-by';

const payByMessages = defineMessages('payments.payByNotice', {
  // {date} is where the date goes, as an element of its own.
  payBy: 'Please pay by {date}: an order still unpaid then is cancelled, and its parts go back on sale.',
});

/** Until when an unpaid order holds its parts: one unpaid by then is released (UNPAID_ORDER_HOLD_HOURS). */
export function PayByNotice({ createdAt }: { createdAt: string }) {
  const t = useMessages(payByMessages);
  const { iso, text } = usePayBy(createdAt);
  const [before, after] = t.payBy.split('{date}');
  return (
    <p className="text-base-content/80">
      {before}
      <time dateTime={iso} className="font-semibold">
        {text}
      </time>
      {after}
    </p>
  );
}
