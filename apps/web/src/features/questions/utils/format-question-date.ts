const dateOnly = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** A question's ISO date-time as the day it was asked, in the reader's locale (SPEC.md §3: date only). */
export function formatQuestionDate(isoDateTime: string): string {
  return dateOnly.format(new Date(isoDateTime));
}
