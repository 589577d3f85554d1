/**
 * Whether this browser reports every visit's field vitals, whatever the sample: set by whoever
 * checks a deployment (`localStorage.setItem('motoforge.vitals', 'always')`), and by the browser tests.
 */
const ALWAYS_KEY = 'motoforge.vitals';

let hasStarted = false;

/**
 * Starts the field vitals of this page load (docs/performance.md#field-vitals) for a sampled visit:
 * `sampleRate` of them (the shop's VITALS_SAMPLE_RATE). The web-vitals code is downloaded only
 * then, after the page has started, so it costs the other visits nothing.
 */
export function startFieldVitals(
  sampleRate: number,
  page: { pathname: string; params: Record<string, string | undefined> },
): void {
  if (hasStarted || typeof window === 'undefined') return;
  hasStarted = true;
  let isAlways = false;
  try {
    isAlways = localStorage.getItem(ALWAYS_KEY) === 'always';
  } catch {
    // Storage refused (a private window): the sample decides.
  }
  if (!isAlways && Math.random() >= sampleRate) return;
  void import('./field-vitals')
    .then(({ reportFieldVitals, routePatternOf }) => reportFieldVitals(routePatternOf(page.pathname, page.params)))
    // A chunk that could not be downloaded measures nothing; the visit goes on.
    .catch(() => undefined);
}
