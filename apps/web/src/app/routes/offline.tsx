import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { OfflinePage } from '@/features/offline/components/offline-page';
import { useLanguage } from '@/lib/i18n';

/** Any address the service worker could not fetch: its offline fallback shows this (router.tsx). */
export default function OfflineRoute() {
  const language = useLanguage();
  const { key } = useLocation();
  const landedOn = useRef(key);
  // Every address of the offline shell is this page: a link followed in it (the connection may be
  // back) loads its page from the server, as a link on any other page would.
  useEffect(() => {
    if (key !== landedOn.current) window.location.reload();
  }, [key]);
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
