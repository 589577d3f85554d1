import type { QuoteState } from '@motoforge/contract';
import { defineMessages, useMessages } from '@/lib/i18n';

const stateMessages = defineMessages('quotes.states', {
  requested: 'Requested',
  priced: 'Priced',
  accepted: 'Accepted',
  refused: 'Refused',
  expired: 'Expired',
});

const STATE_BADGES: Record<QuoteState, string> = {
  requested: 'badge-warning',
  priced: 'badge-success',
  accepted: 'badge-neutral',
  refused: 'badge-ghost',
  expired: 'badge-ghost',
};

/** A quote's state's name, in the page's language. */
export const useQuoteStateName = () => {
  const t = useMessages(stateMessages);
  return (state: QuoteState) => t[state];
};

/** A quote's state as a badge. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const name = useQuoteStateName();
  return <span className={`badge h-auto font-semibold ${STATE_BADGES[state]}`}>{name(state)}</span>;
}
