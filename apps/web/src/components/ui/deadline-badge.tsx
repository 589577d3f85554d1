import type { DeadlineKind, DeadlineStatus } from '@motoforge/contract';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';

const deadlineBadgeMessages = defineMessages('ui.deadlineBadge', {
  deliveryDueSoon: params('Deliver by {date}'),
  deliveryOverdue: params('Delivery overdue since {date}'),
  refundDueSoon: params('Refund by {date}'),
  refundOverdue: params('Refund overdue since {date}'),
  returnAnswerDueSoon: params('Answer the return by {date}'),
  returnAnswerOverdue: params('Return unanswered since {date}'),
  returnRefundDueSoon: params('Refund the return by {date}'),
  returnRefundOverdue: params('Return refund overdue since {date}'),
});

type DeadlineBadgeProps = { deadline: { kind: DeadlineKind; dueAt: string; status: DeadlineStatus } };

/**
 * A deadline of the law close (amber) or past (red), as Manage All Orders and the Returns page flag
 * it (docs/orders.md#deadlines). A complaint's deadline is counted in hours, so it says the time.
 */
export function DeadlineBadge({ deadline }: DeadlineBadgeProps) {
  const t = useMessages(deadlineBadgeMessages);
  const format = useFormat();
  const text = {
    delivery: { 'due-soon': t.deliveryDueSoon, overdue: t.deliveryOverdue },
    refund: { 'due-soon': t.refundDueSoon, overdue: t.refundOverdue },
    'return-answer': { 'due-soon': t.returnAnswerDueSoon, overdue: t.returnAnswerOverdue },
    'return-refund': { 'due-soon': t.returnRefundDueSoon, overdue: t.returnRefundOverdue },
  }[deadline.kind][deadline.status];
  const shown: Intl.DateTimeFormatOptions =
    deadline.kind === 'return-answer' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return (
    <span className={`badge h-auto font-semibold ${deadline.status === 'overdue' ? 'badge-error' : 'badge-warning'}`}>
      {text({ date: format.date(deadline.dueAt, shown) })}
    </span>
  );
}
