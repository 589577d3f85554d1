import { defineMessages, useMessages } from '@/lib/i18n';

const loadingMessages = defineMessages('ui.loadingScreen', { loading: 'Loading…' });

/** The one loading indicator of the shop, shown while data or a page is on its way. */
export function LoadingScreen() {
  const t = useMessages(loadingMessages);
  return (
    <div role="status" aria-label={t.loading} className="flex flex-col items-center justify-center gap-3 py-16">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-base-content/80 text-sm">{t.loading}</span>
    </div>
  );
}
