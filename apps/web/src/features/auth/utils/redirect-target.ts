import { paths } from '@/config/paths';

const SAME_SITE_BASE = 'https://motoforge.invalid';

/**
 * Where to go after signing in. Only a path on this site is accepted: "//evil.example",
 * "/\evil.example" or "https://evil.example" would turn the login page into an open redirect.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return paths.home.getHref();
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return paths.home.getHref();
  }
  // The URL parser resolves the tricks (backslashes, tabs, "//host") the way browsers do.
  if (url.origin !== SAME_SITE_BASE) return paths.home.getHref();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a visitor came from: `?redirectTo=` (set by the guards) or a router state `from`. */
export function getRedirectTarget(searchParams: URLSearchParams, locationState: unknown): string {
  const fromQuery = searchParams.get('redirectTo');
  if (fromQuery !== null) return safeRedirectTarget(fromQuery);
  return safeRedirectTarget(fromState(locationState));
}

function fromState(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return undefined;
}
