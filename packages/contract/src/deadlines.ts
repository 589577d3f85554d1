/*
 * The law's deadlines (Bangladesh's Digital Commerce Guidelines 2021; docs/orders.md#deadlines): a
 * paid order delivered within 5 days in the shop's city and 10 elsewhere, a complaint answered
 * within 72 hours, a refund made within 10 days. Shop settings with these defaults; Manage All
 * Orders flags an order a day before its deadline and after it. Zod-free.
 */

export const DEADLINE_DEFAULTS = {
  deliveryDaysSameCity: 5,
  deliveryDaysElsewhere: 10,
  complaintHours: 72,
  refundDays: 10,
} as const;
export type DeadlineSettings = { [K in keyof typeof DEADLINE_DEFAULTS]: number };

/** The most days (or hours) a deadline setting may be. */
export const DEADLINE_BOUNDS = { days: { min: 1, max: 60 }, hours: { min: 1, max: 720 } } as const;

/** How long before its deadline an order is flagged as close to it. */
export const DEADLINE_WARNING_HOURS = 24;

/**
 * What has a deadline: the delivery of a paid order, a refund of a cancelled order waiting to be
 * made, a buyer's return waiting for the admin's answer (the law's complaint), and a received
 * return's refund waiting to be made.
 */
export const DEADLINE_KINDS = ['delivery', 'refund', 'return-answer', 'return-refund'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_STATUSES = ['due-soon', 'overdue'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** Whether a deadline at `dueAt` is close (within DEADLINE_WARNING_HOURS) or past at `now`; null when neither. */
export function deadlineStatusOf(dueAt: Date, now: Date): DeadlineStatus | null {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DEADLINE_WARNING_HOURS * 60 * 60 * 1000 ? 'due-soon' : null;
}
