/* global addEventListener, document, requestAnimationFrame -- a browser script, outside the TypeScript app */
// Starts the app once the page has painted: the server-rendered HTML, its styles and its images get
// the connection first, the JavaScript that makes the page interactive right after (ADR 003).
// index.html names the entry chunk and what it imports (the build writes them; vite.config.ts).
const boot = document.querySelector('script[data-entry]');

function start() {
  for (const href of (boot?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (boot?.dataset.entry) import(boot.dataset.entry);
}

requestAnimationFrame(() => setTimeout(start, 0));

// The service worker (ADR 062): the offline page and the shell it starts from. Registered here, once
// the page has loaded, so that no page's first-load JavaScript carries it.
if ('serviceWorker' in navigator)
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
