import './lib/effect-timing';
import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { setLanguage, splitLanguage } from './lib/i18n';
import { watchPageLoad } from './lib/page-load';
import { createQueryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import { SSR_STATE_ELEMENT_ID } from './lib/ssr-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language, fixed by its URL; Bangla's texts are fetched only for a Bangla page, before
// anything renders, so no English shows first.
const { language } = splitLanguage(window.location.pathname);
// The service worker's answer for a page it could not fetch (vite.config.ts's offline shell).
const isOffline = document.documentElement.hasAttribute('data-offline');
if (language === 'bn') {
  const { bn, loadArea } = await import('./locales/bn/start');
  setLanguage('bn', bn, loadArea);
}

const queryClient = createQueryClient();
// The data a server-rendered page was rendered with (entry-server.tsx), so the first render here
// matches the HTML and nothing is fetched twice.
const ssrState = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
if (ssrState) hydrate(queryClient, JSON.parse(ssrState));

const isServerRendered = root.firstElementChild !== null;
const router = await createAppRouter({ isHydrating: isServerRendered, isOffline, language });
// What came with the HTML is the page load's: the checkout starts from its configuration (ADR 070).
watchPageLoad(router);
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);
// The page is rendered in a task of its own, after the one that made the router (and the one that
// evaluated the route's modules, createAppRouter): none holds the main thread for all of them
// (Total Blocking Time, docs/performance.md).
await yieldToBrowser();
// Preact hydrates in one go (its startTransition does not yield): the layout and the heavier pages
// mark parts that it hydrates in tasks of their own, one after the other (HydrateLater, ADR 076).
if (isServerRendered) hydrateRoot(root, app);
else createRoot(root).render(app);

// A returning visitor's tab hears of a new version of the shop; a first visit has none to hear of.
if (navigator.serviceWorker?.controller)
  void import('./lib/service-worker-update').then((module) => module.watchForUpdate());
