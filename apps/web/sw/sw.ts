/// <reference lib="webworker" />
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The shop's service worker (ADR 062, docs/architecture.md#installable-and-offline). It keeps the
 * offline shell and nothing else: pages and /api always go to the network and are never cached, so
 * no answer that holds an account's data is ever kept here; a page that cannot be fetched is
 * answered by the offline page in its language. Built by vite-plugin-pwa, which writes the shell's
 * files (vite.config.ts's offlineShell) where `self.__WB_MANIFEST` stands.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The shell's files, written in by the build (vite-plugin-pwa's injectManifest). */
const shell = self.__WB_MANIFEST;
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);
/** Bangla's part of the shell: its texts, its font and its offline page (named so by vite.config.ts). */
const isBangla = (url: string) => /^\/?(assets\/bn-|assets\/noto-sans-bengali-|offline-bn\.html)/.test(url);
const banglaUrls = shell
  .map(urlOf)
  .filter(isBangla)
  .map((url) => new URL(url, self.location.href).href);
/** One cache per set of Bangla files: a new build's files go to a new one, and the old is dropped. */
const BANGLA_CACHE = `motoforge-bangla-${hashOf(banglaUrls.join(' '))}`;

// The shell every visitor gets, on install.
precacheAndRoute(shell.filter((entry) => !isBangla(urlOf(entry))));
cleanupOutdatedCaches();
enableNavigationPreload();

/**
 * Bangla's part only for a visitor who opens a Bangla page: most of the shop's visitors read it in
 * one language, and Bangla's texts and font would more than double what every visitor downloads
 * for the offline page. The browser has them in its HTTP cache already when a Bangla page asks.
 */
async function keepBangla() {
  const cache = await caches.open(BANGLA_CACHE);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  const missing = banglaUrls.filter((url) => !kept.has(url));
  if (missing.length > 0) await cache.addAll(missing);
}

const isBanglaPage = (url: URL) => url.pathname === '/bn' || url.pathname.startsWith('/bn/');

self.addEventListener('install', (event) => {
  // The page that registered this worker is not controlled by it yet: it is found among all clients.
  event.waitUntil(
    self.clients
      .matchAll({ includeUncontrolled: true, type: 'window' })
      .then((windows) => (windows.some((client) => isBanglaPage(new URL(client.url))) ? keepBangla() : undefined))
      // The shell does not wait for Bangla: the next Bangla page asks again.
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('motoforge-bangla-') && name !== BANGLA_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A new version waits until the visitor chooses to reload (lib/service-worker-update.tsx).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Bangla's files from its cache, when a Bangla page has kept them; the network otherwise.
registerRoute(
  ({ url }) => banglaUrls.includes(url.href),
  async ({ request }) => (await caches.match(request, { cacheName: BANGLA_CACHE })) ?? fetch(request),
);

// Pages: always the network (through navigation preload: no wait for this worker to start), never
// a cache; the offline page in the page's language when the network fails.
registerRoute(
  new NavigationRoute(async ({ event, request, url }) => {
    const isBanglaRequest = isBanglaPage(url);
    if (isBanglaRequest) (event as ExtendableEvent).waitUntil(keepBangla().catch(() => undefined));
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      const offlinePage = isBanglaRequest
        ? await caches.match('/offline-bn.html', { cacheName: BANGLA_CACHE })
        : await matchPrecache('/offline.html');
      if (offlinePage) return offlinePage;
      throw error;
    }
  }),
);

/** A short, stable name for a list of URLs (djb2): not a security measure, only a version's tag. */
function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}
