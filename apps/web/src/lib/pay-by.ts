import { unpaidOrderReleaseAt } from '@motoforge/contract';

const dayAndTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * When an unpaid order placed at `createdAt` gives its parts back (UNPAID_ORDER_HOLD_HOURS later):
 * as an ISO date-time for <time>, and as "21 Nov, 4:05 PM" in the reader's locale and time zone.
 */
export function payBy(createdAt: string): { iso: string; text: string } {
  const releaseAt = unpaidOrderReleaseAt(createdAt);
  return { iso: releaseAt.toISOString(), text: dayAndTime.format(releaseAt) };
}
