import { unpaidOrderReleaseAt } from '@motoforge/contract';
import { useFormat } from './i18n';

/**
 * How the pay-by moment is written: as the reader's locale writes a day and time in English ("21
 * Nov, 4:05 PM"); in Bangla after the part of the day ("২১ নভে, বিকাল ৪:০৫", formatDateIn).
 */
const PAY_BY_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * When an unpaid order placed at `createdAt` gives its parts back (UNPAID_ORDER_HOLD_HOURS later):
 * as an ISO date-time for <time>, and as text in the page's language and the reader's time zone.
 */
export function usePayBy(createdAt: string): { iso: string; text: string } {
  const format = useFormat();
  const releaseAt = unpaidOrderReleaseAt(createdAt);
  return { iso: releaseAt.toISOString(), text: format.date(releaseAt, PAY_BY_FORMAT) };
}
