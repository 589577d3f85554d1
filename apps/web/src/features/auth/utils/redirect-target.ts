import { sameSitePath } from '@motoforge/contract';
import { paths } from '@/config/paths';

const HOME = paths.home.getHref();

/**
 * Where to go after signing in: only a path on this site ("//evil.example", "/.//evil.example" or
 * "https://evil.example" would turn the login page into an open redirect); anything else goes home.
 */
export function safeRedirectTarget(value: unknown): string {
  return sameSitePath(value) ?? HOME;
}

/** The page a visitor came from: `?redirectTo=` (set by the guards) or a router state `from`. */
export function getRedirectTarget(searchParams: URLSearchParams, locationState: unknown): string {
  const fromQuery = searchParams.get('redirectTo');
  if (fromQuery !== null) return safeRedirectTarget(fromQuery);
  return safeRedirectTarget(fromState(locationState));
}

/**
 * The page of an order in progress a visitor came from (the cart, the checkout or a purchase
 * page), or undefined: login and sign-up carry it between them, and sign-up comes back to it
 * (docs/architecture.md, Auth in the SPA). Sign-up from anywhere else goes home, as the spec says.
 */
export function orderRedirectTarget(searchParams: URLSearchParams, locationState: unknown): string | undefined {
  const target = sameSitePath(searchParams.get('redirectTo') ?? fromState(locationState));
  if (!target) return undefined;
  const pathname = /^[^?#]*/.exec(target)?.[0] ?? '';
  const isOrderPage =
    pathname === paths.cart.path || pathname === paths.checkout.path || /^\/purchase\/[^/]+$/.test(pathname);
  return isOrderPage ? target : undefined;
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
