import { useEffect } from 'react';
import { OfflinePage } from '@/features/offline/components/offline-page';
import { useLanguage } from '@/lib/i18n';

/** Any address the service worker could not fetch: its offline fallback shows this (router.tsx). */
export default function OfflineRoute() {
  const language = useLanguage();
  // The server puts Bangla's font in a Bangla page's <head> (entry-server.tsx's shellFor); the
  // offline document does not come from the server.
  useEffect(() => {
    if (language !== 'bn') return;
    void import('@/locales/bn/font')
      .then(({ banglaFontHead }) => document.head.insertAdjacentHTML('beforeend', banglaFontHead()))
      .catch(() => undefined);
  }, [language]);
  return <OfflinePage />;
}
