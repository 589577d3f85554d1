import { VITAL_ROUTES, type VitalMetric, type VitalRoute, type VitalsReport } from '@motoforge/contract';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

/**
 * The route pattern of a page, from its path (without /bn) and the router's params: `/parts/:id`
 * for /parts/3f2…, never the id, the query or anything of the visitor; `*` for a page the shop's
 * routes do not name.
 */
export function routePatternOf(pathname: string, params: Record<string, string | undefined>): VitalRoute {
  const english = pathname === '/bn' ? '/' : pathname.startsWith('/bn/') ? pathname.slice('/bn'.length) : pathname;
  let pattern = english.length > 1 ? english.replace(/\/+$/, '') : english;
  for (const [name, value] of Object.entries(params)) {
    if (!value || name === '*') continue;
    pattern = pattern
      .split('/')
      .map((segment) => (segment === value || segment === encodeURIComponent(value) ? `:${name}` : segment))
      .join('/');
  }
  return (VITAL_ROUTES as readonly string[]).includes(pattern) ? (pattern as VitalRoute) : '*';
}

/**
 * Reports this page load's LCP, INP and CLS once, when the page is hidden (a tab switched, the
 * visit ended), as the web-vitals library advises: one beacon to POST /api/vitals
 * (docs/performance.md#field-vitals). Loaded after the page, for the sampled visits only.
 */
export function reportFieldVitals(route: VitalRoute, send = sendBeacon): void {
  const latest = new Map<VitalMetric, number>();
  const keep = ({ name, value }: Metric) => {
    if (name !== 'LCP' && name !== 'INP' && name !== 'CLS') return;
    latest.set(name, value);
    // Which measures this visit would report if it ended now, for whoever checks a deployment
    // (and the browser tests, which leave the page only once there is something to report).
    document.documentElement.dataset.vitals = [...latest.keys()].join(' ');
  };
  // Every change as it comes, so the values are at hand when the page is hidden: the library's
  // own final report may come after this page's last chance to send.
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  let isSent = false;
  const flush = (event: Event) => {
    // A page left is hidden too, whatever visibilityState says yet.
    if (isSent || latest.size === 0 || (event.type !== 'pagehide' && document.visibilityState !== 'hidden')) return;
    isSent = true;
    send({ route, metrics: [...latest].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })) });
  };
  addEventListener('visibilitychange', flush);
  addEventListener('pagehide', flush);
}

function sendBeacon(report: VitalsReport): void {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/vitals', body)) {
    void fetch('/api/vitals', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
