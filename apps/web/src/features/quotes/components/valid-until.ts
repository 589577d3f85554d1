import { useFormat } from '@/lib/i18n';

/** A quote's last day (`YYYY-MM-DD`, a day in Dhaka) as the page's language writes a date. */
export const useValidUntil = () => {
  const format = useFormat();
  return (date: string) => format.date(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Asia/Dhaka' });
};
