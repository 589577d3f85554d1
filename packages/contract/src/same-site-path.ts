const SAME_SITE_BASE = 'https://motoforge.invalid';
/** ASCII control characters: a browser drops tabs and newlines from a URL, so they can hide a "//". */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
/** A path a browser reads as "//host": two slashes, or a backslash for either. */
const TWO_SLASHES = /^[/\\]{2}/;

/** `path` resolved the way a browser resolves it, when it stays on this site. */
function resolveOnSite(path: string): URL | undefined {
  if (!path.startsWith('/') || CONTROL_CHARACTER.test(path)) return undefined;
  try {
    const url = new URL(path, SAME_SITE_BASE);
    return url.origin === SAME_SITE_BASE && !TWO_SLASHES.test(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `value` as a path on this site with its query and fragment ("/portfolio?tab=cv"), or null when a
 * browser sent there would leave the site. The value is normalised first, as a browser would (dot
 * segments, "%2e" among them, resolved; backslashes read as slashes): "/.//evil.example" is
 * "//evil.example" by then. What is left must be a path here, also once its escapes are decoded
 * ("/%2F%2Fevil.example"). For every redirect a visitor's own input asks for (the page to return
 * to after signing in, after closing a notice), which must not make this site an open redirect.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = resolveOnSite(value);
  if (!url) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!resolveOnSite(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
