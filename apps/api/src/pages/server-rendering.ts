import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CookieBike, GARAGE_COOKIE, garageCookieIn, serializeGarageCookie } from '@motoforge/contract';
import type { CachedBody } from '../cache/catalogue-cache.js';

/** What the web build's dist/server/entry-server.js offers (apps/web/src/entry-server.tsx). */
/** `readsGarage`: asked with the visitor's garage cookie, for its fitment lines. */
type Prefetch = { queryKey: unknown[]; apiPath: string; readsGarage?: boolean };
type WebRenderer = {
  prefetchesFor(pathname: string, query: URLSearchParams): Prefetch[] | undefined;
  /**
   * The query string ('' or '?…') the page at `pathname` is rendered the same for: only the
   * parameters it reads, each reduced to the values that change it.
   */
  pageQueryFor(pathname: string, query: URLSearchParams): string;
  /** The notices the visitor closed, read from the request's Cookie header. */
  dismissalsIn(cookies: string | undefined): string[];
  /** The app's shell (index.html) for a page the browser renders: in the page's language. */
  shellFor(template: string, pathname: string): string;
  renderPage(options: {
    template: string;
    url: string;
    prefetched: { queryKey: unknown[]; data: unknown }[];
    dismissed: string[];
  }): Promise<string | undefined>;
  /**
   * What a page the browser renders reads for a signed-in visitor, and the query cache of those
   * answers, dehydrated (ADR 066). A bundle without them serves signed-in visitors the plain shell.
   */
  signedInPrefetchesFor?(
    pathname: string,
    query: URLSearchParams,
    visitor: { email: string; isAdmin: boolean },
  ): Prefetch[];
  signedInStateOf?(prefetched: { queryKey: unknown[]; data: unknown }[]): unknown;
  /** One of those pages rendered for its visitor, with that state beside it (ADR 066). */
  renderSignedInPage?(options: {
    template: string;
    url: string;
    prefetched: { queryKey: unknown[]; data: unknown }[];
    session: unknown;
    isAdmin: boolean;
  }): Promise<string | undefined>;
};

type RenderedPage = { key: string; html: Buffer; br: Buffer; gzip: Buffer };
type Answer = { statusCode: number; body: Buffer; version: string };
/**
 * The server's own kept answer to a public GET, when it keeps that call's answers (the catalogue
 * cache's `answerFor`): read without a request through Fastify, and parsed only to render.
 */
export type KeptAnswer = (apiPath: string) => CachedBody | Promise<CachedBody> | undefined;
/**
 * The bikes of the account signed in on the page request (its session cookie), current first, or
 * null for a guest: a signed-in rider's fitment is the account's, whatever device the garage
 * cookie was last written on.
 */
export type AccountBikesOf = (request: FastifyRequest) => Promise<CookieBike[] | null>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli's quality for a rendered page. A page is compressed again at every change it shows (home,
 * at each stock change of its parts), and on the 64 kB home page quality 9 took 60 ms of the
 * server's CPU for 10.36 kB, quality 6 under 4 ms for 10.43 kB (docs/performance.md#what-an-order-costs).
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * Rendered pages kept, by page (its path and the query parameters it reads) and closed notices;
 * when full, the one asked for longest ago goes.
 */
const MAX_CACHED_PAGES = 64;

function isWebRenderer(module: unknown): module is WebRenderer {
  const candidate = module as Partial<WebRenderer> | undefined;
  return (
    typeof candidate?.prefetchesFor === 'function' &&
    typeof candidate.pageQueryFor === 'function' &&
    typeof candidate.dismissalsIn === 'function' &&
    typeof candidate.shellFor === 'function' &&
    typeof candidate.renderPage === 'function'
  );
}

/** Loads the server-rendering bundle of the web build, if the build has one. */
export async function loadWebRenderer(webDist: string, app: FastifyInstance): Promise<WebRenderer | undefined> {
  const entry = path.join(webDist, 'server', 'entry-server.js');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the environment
  if (!fs.existsSync(entry)) {
    app.log.warn(`The web build at ${webDist} has no server-rendering bundle; pages are rendered in the browser.`);
    return undefined;
  }
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isWebRenderer(module)) {
    throw new Error(`${entry} does not export prefetchesFor, pageQueryFor, dismissalsIn, shellFor and renderPage`);
  }
  return module;
}

/**
 * Renders the public pages on the server (ADR 003): the page's public reads are answered by this
 * very server (through inject, so they are the exact answers the browser would get, cached and
 * all), the page is rendered with them, and the result is kept, compressed, until one of those
 * answers changes. Returns false when the page is not one of them, or cannot be rendered; the
 * caller then sends the plain index.html and the browser renders the page itself.
 */
export type { WebRenderer };

export function createPageRenderer(
  app: FastifyInstance,
  renderer: WebRenderer,
  template: string,
  keptAnswer?: KeptAnswer,
  /** The shop's public origin (PUBLIC_URL): pages name their canonical address with it. */
  publicOrigin = 'http://localhost',
  accountBikesOf: AccountBikesOf = async () => null,
) {
  // A Map keeps insertion order: a page used again is moved to the end, so the first is the least recent.
  const pages = new Map<string, RenderedPage>();
  /** Renders under way, by page and the answers it is rendered with. */
  const rendering = new Map<string, Promise<RenderedPage | undefined>>();
  const keep = (pageKey: string, page: RenderedPage) => {
    pages.delete(pageKey);
    pages.set(pageKey, page);
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_CACHED_PAGES) break;
      pages.delete(oldest);
    }
  };

  /**
   * The answer to one prefetch, as its bytes and what tells this version of it from others.
   * `garage`: the visitor's garage cookie, re-written from the bikes it names ('' for none).
   */
  const answerTo = async ({ apiPath, readsGarage }: Prefetch, garage: string): Promise<Answer> => {
    // A kept answer is read without a request of its own, unless the visitor has bikes in the
    // garage cookie: then parts say whether they fit, and the API works that out.
    const kept = garage ? undefined : keptAnswer?.(apiPath);
    if (kept) {
      const { body, etag } = await kept;
      return { statusCode: 200, body, version: etag ?? body.toString() };
    }
    // Only the garage cookie: nothing else of the visitor's.
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        ...(readsGarage && garage ? { cookie: `${GARAGE_COOKIE}=${garage}` } : {}),
      },
    });
    return {
      statusCode: answer.statusCode,
      body: answer.rawPayload,
      version: answer.statusCode === 200 ? (answer.headers.etag?.toString() ?? answer.body) : `${answer.statusCode}`,
    };
  };

  async function pageFor(request: FastifyRequest, pathname: string, query: URLSearchParams, prefetches: Prefetch[]) {
    // A signed-in rider's bikes are the account's (docs/search.md#fitment-for-a-signed-in-rider):
    // the garage cookie is only the copy this browser last saw. Asked for as a guest with those
    // bikes, so the page is the same one, and kept as one, for every rider with the same bikes.
    const accountBikes = prefetches.some((prefetch) => prefetch.readsGarage) ? await accountBikesOf(request) : null;
    const garage = serializeGarageCookie(accountBikes ?? garageCookieIn(request.headers.cookie));
    const answers = await Promise.all(prefetches.map((prefetch) => answerTo(prefetch, garage)));
    // The page depends on exactly these answers: the same answers give the same page. A kept page
    // is sent without parsing them (the catalogue's pages are large).
    const versions = answers.map((answer) => answer.version);
    const key = versions.join('\n');
    // A notice the visitor closed is left out of the page, so it does not show until the app starts.
    const dismissed = renderer.dismissalsIn(request.headers.cookie);
    // The page is rendered, and kept, for what it depends on: other query parameters (utm_source=…)
    // change nothing in it, and would otherwise render and keep a page per visitor.
    const pageUrl = `${pathname}${renderer.pageQueryFor(pathname, query)}`;
    // A page that shows fitment is the rider's bikes' own: never served to a rider with other bikes.
    const pageGarage = prefetches.some((prefetch) => prefetch.readsGarage) ? garage : '';
    const pageKey = `${pageUrl}\n${dismissed.join('.')}\n${pageGarage}`;
    const cached = pages.get(pageKey);
    if (cached?.key === key) {
      keep(pageKey, cached);
      return cached;
    }
    // Requests that find the page out of date together wait for one render of it (single-flight):
    // after a change, every visitor in that moment would otherwise render the same page.
    const renderKey = `${pageKey}\n${key}`;
    const inFlight = rendering.get(renderKey);
    if (inFlight) return inFlight;
    const render = renderAndKeep(request, pathname, prefetches, answers, { key, pageKey, pageUrl, dismissed });
    rendering.set(renderKey, render);
    try {
      return await render;
    } finally {
      rendering.delete(renderKey);
    }
  }

  async function renderAndKeep(
    request: FastifyRequest,
    pathname: string,
    prefetches: Prefetch[],
    answers: Answer[],
    { key, pageKey, pageUrl, dismissed }: { key: string; pageKey: string; pageUrl: string; dismissed: string[] },
  ) {
    // Rendered without an answer that failed: the page shows its loading state and the browser asks again.
    const prefetched = prefetches.flatMap((prefetch, index) => {
      const answer = answers[index];
      return answer?.statusCode === 200
        ? [{ queryKey: prefetch.queryKey, data: JSON.parse(answer.body.toString()) as unknown }]
        : [];
    });
    const html = await renderer.renderPage({
      template,
      // A fixed origin, the shop's public one: the Host header is the client's word.
      url: `${publicOrigin}${pageUrl}`,
      prefetched,
      dismissed,
    });
    if (html === undefined) return undefined;
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }),
      gzip(body, { level: 9 }),
    ]);
    const page: RenderedPage = { key, html: body, br, gzip: gz };
    // Only an answer that nothing failed in is worth keeping.
    if (prefetched.length === prefetches.length) keep(pageKey, page);
    app.log.debug({ url: request.url, pathname }, 'rendered a page on the server');
    return page;
  }

  return async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const pathname = request.url.split('?')[0] ?? '/';
    const query = new URLSearchParams(request.url.slice(pathname.length));
    const prefetches = renderer.prefetchesFor(pathname, query);
    if (!prefetches) return false;
    let page: RenderedPage | undefined;
    try {
      page = await pageFor(request, pathname, query, prefetches);
    } catch (error) {
      // A page that cannot be rendered here is still served: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed; sending the page unrendered');
      return false;
    }
    if (!page) return false;
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [undefined, page.html];
    reply
      .type('text/html; charset=utf-8')
      // The page carries the catalogue as it is now: always ask again.
      .header('cache-control', 'no-cache')
      // It also depends on the notices the visitor closed (a cookie).
      .header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(body);
    return true;
  };
}
