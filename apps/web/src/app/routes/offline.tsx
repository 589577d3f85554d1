import { OfflinePage } from '@/features/offline/components/offline-page';

/** Any address the service worker could not fetch: its offline fallback shows this (router.tsx). */
export default function OfflineRoute() {
  return <OfflinePage />;
}
