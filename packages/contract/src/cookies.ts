/** The value of cookie `name` in a Cookie header (or `document.cookie`); undefined when absent. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies
    ?.split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
