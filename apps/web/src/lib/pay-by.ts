import { unpaidOrderReleaseAt, type Language } from '@motoforge/contract';
import { useFormat, useLanguage } from './i18n';

/**
 * How the pay-by moment is written: as the reader's locale writes a day and time in English ("21
 * Nov, 4:05 PM"); in Bangla on the 24-hour clock, since bn-BD writes the 12-hour clock's AM and PM
 * in Latin letters.
 */
const PAY_BY_FORMAT: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  bn: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

/**
 * When an unpaid order placed at `createdAt` gives its parts back (UNPAID_ORDER_HOLD_HOURS later):
 * as an ISO date-time for <time>, and as text in the page's language and the reader's time zone.
 */
export function usePayBy(createdAt: string): { iso: string; text: string } {
  const language = useLanguage();
  const format = useFormat();
  const releaseAt = unpaidOrderReleaseAt(createdAt);
  return { iso: releaseAt.toISOString(), text: format.date(releaseAt, PAY_BY_FORMAT[language]) };
}
