/**
 * Server rendering of the public pages (ADR 003). The API server imports the build of this file
 * (dist/server/entry-server.js) and, for the paths below, answers with the page already rendered and
 * the data it was rendered with, so a visitor sees the shop before the JavaScript has arrived. The
 * browser then hydrates that HTML (main.tsx) and carries on as the SPA.
 */
import { type Notice, toScriptJson, toSessionUser } from '@motoforge/contract';
import { dehydrate, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { ServerOriginContext } from '@/components/layout/page-head';
import { paths } from '@/config/paths';
import { categoriesQueryOptions, CATEGORIES_PATH } from '@/features/catalogue/api/get-categories';
import { assembliesPath, assembliesQueryOptions } from '@/features/catalogue/api/get-assemblies';
import { assemblyPath, assemblyQueryOptions } from '@/features/catalogue/api/get-assembly';
import { partPath, partQueryOptions } from '@/features/catalogue/api/get-part';
import { partAssembliesPath, partAssembliesQueryOptions } from '@/features/catalogue/api/get-part-assemblies';
import { partsPagePath, partsPageQueryOptions, partsSearchFrom } from '@/features/catalogue/api/get-parts-page';
import { HOME_PARTS_SEARCH } from '@/features/catalogue/api/select-home-parts';
import { authKeys } from '@/features/auth/api/auth-keys';
import { googleErrorKind } from '@/features/auth/utils/google-error';
import { CART_PATH, accountCartQueryOptions } from '@/features/cart/api/get-cart';
import { adminOrderSearchFrom, adminOrdersPath, adminOrdersQueryOptions } from '@/features/orders/api/get-admin-orders';
import { LAST_DELIVERY_PATH, lastDeliveryQueryOptions } from '@/features/orders/api/get-last-delivery';
import { myOrderListPath, myOrderListQueryOptions, myOrdersPageFrom } from '@/features/orders/api/get-my-order-list';
import { orderDetailPath, orderDetailQueryOptions } from '@/features/orders/api/get-order-detail';
import { PROFILE_PATH, profileQueryOptions } from '@/features/profile/api/get-profile';
import { ServerDismissalsContext } from '@/hooks/use-dismissal';
import { garageKeys, vehicleKeys } from '@/lib/api/garage-keys';
import { reviewKeys } from '@/lib/api/review-keys';
import { configKeys } from '@/lib/config-keys';
import { basenameOf, LANGUAGES, pathIn, setLanguage, splitLanguage, type Language } from '@/lib/i18n';
import { ServerRenderContext } from '@/lib/page-load';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ELEMENT_ID } from '@/lib/ssr-state';
import { routes } from './app/router';
import { allOfBangla } from './locales/bn/all';
import { banglaFontHead } from './locales/bn/font';

// Both languages' texts are at hand: one process renders pages in either.
setLanguage('bn', allOfBangla);
setLanguage('en');

/**
 * A public read the page shows, answered by the server from its own API before rendering. One that
 * `readsGarage` is asked with the visitor's garage cookie: its answer (fitment) is the rider's.
 */
export type Prefetch = { queryKey: QueryKey; apiPath: string; readsGarage?: boolean };
export type PrefetchedData = { queryKey: QueryKey; data: unknown };
/** Which notices the visitor closed, from the request's Cookie header: the page leaves them out. */
export { dismissalsIn } from '@motoforge/contract';

// The keys the pages' own queries read (lib/public-config.ts, features/catalogue/api/*,
// features/reviews/api/get-reviews.ts, features/garage/api/*), so the browser finds the data where
// it looks for it.
const config: Prefetch = { queryKey: configKeys.all, apiPath: '/api/config' };
const reviews: Prefetch = { queryKey: reviewKeys.all, apiPath: '/api/review' };
const categories: Prefetch = { queryKey: categoriesQueryOptions().queryKey, apiPath: `/api${CATEGORIES_PATH}` };
const vehicles: Prefetch = { queryKey: vehicleKeys.all, apiPath: '/api/vehicles' };
/** The rider's bikes: the fitment lines name the current one. */
const garage: Prefetch = { queryKey: garageKeys.all, apiPath: '/api/garage', readsGarage: true };
const partsPage = (search: Parameters<typeof partsPagePath>[0]): Prefetch => ({
  queryKey: partsPageQueryOptions(search).queryKey,
  apiPath: `/api${partsPagePath(search)}`,
  readsGarage: true,
});

/** The pages rendered on the server at a fixed path: the public ones, and what each of them reads. */
const SERVER_RENDERED: Record<string, Prefetch[]> = {
  [paths.home.getHref()]: [config, partsPage(HOME_PARTS_SEARCH), reviews, garage],
  [paths.blogs.getHref()]: [config],
  [paths.portfolio.getHref()]: [config],
  [paths.login.getHref()]: [config],
  [paths.signup.getHref()]: [config],
};

/**
 * What the page at `pathname` reads for the query string `query`, or undefined when it is not
 * rendered on the server. /allproducts reads the search its URL asks for; a part page, its part.
 */
export function prefetchesFor(url: string, query = new URLSearchParams()): Prefetch[] | undefined {
  // A Bangla page reads what its English one does.
  const { pathname } = splitLanguage(url);
  // The fixed pages first, by a lookup: home is asked for most, and matchPath compiles a pattern.
  if (Object.hasOwn(SERVER_RENDERED, pathname)) return SERVER_RENDERED[pathname];
  if (pathname === paths.allProducts.getHref()) {
    const search = partsSearchFrom(query);
    // The vehicles name the bike of a `bike=` filter.
    return [config, categories, garage, partsPage(search), ...(search.bike ? [vehicles] : [])];
  }
  const id = matchPath(paths.part.path, pathname)?.params.id;
  if (id) {
    const part = partQueryOptions(id);
    return [
      config,
      garage,
      { queryKey: part.queryKey, apiPath: `/api${partPath(id)}`, readsGarage: true },
      { queryKey: partAssembliesQueryOptions(id).queryKey, apiPath: `/api${partAssembliesPath(id)}` },
    ];
  }
  return diagramPrefetches(pathname);
}

/** A bike's parts diagrams and one of them (docs/product.md#parts-diagrams); the vehicles name the bike. */
function diagramPrefetches(pathname: string): Prefetch[] | undefined {
  const assembly = matchPath(paths.assembly.path, pathname)?.params;
  const vehicleId = Number((assembly ?? matchPath(paths.bikeDiagrams.path, pathname)?.params)?.vehicleId);
  // Anything but a vehicle's id is not a bike's page: the browser renders its "not found".
  if (!Number.isSafeInteger(vehicleId) || vehicleId < 1) return undefined;
  if (assembly?.slug) {
    return [
      config,
      garage,
      vehicles,
      {
        queryKey: assemblyQueryOptions(vehicleId, assembly.slug).queryKey,
        apiPath: `/api${assemblyPath(vehicleId, assembly.slug)}`,
        readsGarage: true,
      },
    ];
  }
  return [
    config,
    garage,
    vehicles,
    { queryKey: assembliesQueryOptions(vehicleId).queryKey, apiPath: `/api${assembliesPath(vehicleId)}` },
  ];
}

/**
 * The query parameters a server-rendered page reads, each reduced to the values that change what
 * it shows. Login and Sign Up say why a Google round trip failed (`?error=`); Login's `redirectTo`
 * is only used once the visitor signs in, in the browser. Any other parameter (utm_source=…)
 * changes nothing, so the server renders and keeps one page for all of them.
 */
const googleError = (query: URLSearchParams) => ({ error: googleErrorKind(query.get('error')) });
const PAGE_QUERIES: Record<string, (query: URLSearchParams) => Record<string, string | null | undefined>> = {
  [paths.login.getHref()]: googleError,
  [paths.signup.getHref()]: googleError,
  // The search, filters, sort and page; nothing else changes the list.
  [paths.allProducts.getHref()]: partsSearchFrom,
};

/** Who a signed-in page is for: the session's account, as the server has read it from its cookie. */
export type PageVisitor = { email: string; isAdmin: boolean };

/**
 * What a page the browser renders reads for a signed-in visitor (issue 36, ADR 066): the server
 * asks its own API for these with the visitor's session and embeds the answers in the page, so the
 * page shows without waiting for them: what the layout reads, then the page's own data, under the
 * keys its queries read.
 */
export function signedInPrefetchesFor(url: string, query: URLSearchParams, visitor: PageVisitor): Prefetch[] {
  const { pathname } = splitLanguage(url);
  const read = (options: { queryKey: QueryKey }, apiPath: string): Prefetch => ({
    queryKey: options.queryKey,
    apiPath: `/api${apiPath}`,
  });
  // What every page's layout reads: the shop's configuration, the garage and the cart's badge.
  const prefetches = [
    { queryKey: configKeys.all, apiPath: '/api/config' },
    { queryKey: garageKeys.all, apiPath: '/api/garage' },
    read(accountCartQueryOptions(), CART_PATH),
  ];
  const dashboard = paths.dashboard;
  const orderId = matchPath(`${dashboard.root.path}/${dashboard.orderDetail.path}`, pathname)?.params.id;
  if (pathname === paths.checkout.getHref()) {
    prefetches.push(read(lastDeliveryQueryOptions(), LAST_DELIVERY_PATH));
  } else if (pathname === dashboard.order.getHref()) {
    const page = myOrdersPageFrom(query);
    prefetches.push(read(myOrderListQueryOptions(visitor.email, page), myOrderListPath(page)));
  } else if (orderId) {
    prefetches.push(read(orderDetailQueryOptions(orderId), orderDetailPath(orderId)));
  } else if (pathname === dashboard.profile.getHref()) {
    prefetches.push(read(profileQueryOptions(), PROFILE_PATH));
  } else if (pathname === dashboard.manageOrder.getHref() && visitor.isAdmin) {
    const search = adminOrderSearchFrom(query);
    prefetches.push(read(adminOrdersQueryOptions(search), adminOrdersPath(search)));
  }
  return prefetches;
}

/**
 * The query cache a page the browser renders starts from for a signed-in visitor: the answers to
 * signedInPrefetchesFor, dehydrated as main.tsx hydrates them. The server embeds it with the
 * session in the page it sends that visitor alone (apps/api's pages/signed-in-shell.ts, ADR 066).
 */
export function signedInStateOf(prefetched: PrefetchedData[]): unknown {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of prefetched) queryClient.setQueryData(queryKey, data);
  return dehydrate(queryClient);
}

/** The signed-in pages rendered on the server for their visitor (issue 36), by their route's pattern. */
const SIGNED_IN_RENDERED = [
  paths.cart.path,
  paths.checkout.path,
  `${paths.dashboard.root.path}/${paths.dashboard.order.path}`,
  `${paths.dashboard.root.path}/${paths.dashboard.orderDetail.path}`,
  `${paths.dashboard.root.path}/${paths.dashboard.profile.path}`,
  `${paths.dashboard.root.path}/${paths.dashboard.manageOrder.path}`,
];

/**
 * A signed-in page rendered for its visitor (ADR 066): `url` (absolute) with `prefetched` and the
 * session's user in the query cache, as renderPage renders a public page. The cache the browser
 * gets leaves out who is signed in: the app reads that from the session the server embeds beside
 * it, and checks it as it does on any page. Undefined for a page not rendered so (or that cannot
 * be): the server then sends the shell with the same state.
 */
export async function renderSignedInPage({
  template,
  url,
  prefetched,
  session,
  isAdmin,
}: {
  template: string;
  url: string;
  prefetched: PrefetchedData[];
  session: { user: Parameters<typeof toSessionUser>[0] };
  isAdmin: boolean;
}): Promise<string | undefined> {
  const { pathname } = splitLanguage(new URL(url).pathname);
  if (!SIGNED_IN_RENDERED.some((pattern) => matchPath(pattern, pathname))) return undefined;
  const signedIn = { queryKey: authKeys.all, data: { user: toSessionUser(session.user), isAdmin } };
  return renderPage({
    template,
    url,
    prefetched: [...prefetched, signedIn],
    keptForBrowser: (queryKey) => queryKey[0] !== authKeys.all[0],
  });
}

/** The query string ('' or '?…') the page at `pathname` is rendered the same for as for `query`. */
export function pageQueryFor(url: string, query: URLSearchParams): string {
  const { pathname } = splitLanguage(url);
  const read = Object.hasOwn(PAGE_QUERIES, pathname) ? PAGE_QUERIES[pathname] : undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(read?.(query) ?? {})) if (value) kept.set(name, value);
  const search = kept.toString();
  return search ? `?${search}` : '';
}

const handlers = new Map(
  LANGUAGES.map((language) => [language, createStaticHandler(routes, { basename: basenameOf(language) })]),
);

/** Where the rendered app goes in index.html. */
const OUTLET = '<!--ssr-outlet-->';

/**
 * The page at `url` (absolute), rendered into `template` (the built index.html) with `prefetched`
 * in the query cache, and that cache beside it for the browser, without the notices in `dismissed`.
 * Undefined when the route redirects or the template has no outlet.
 */
export async function renderPage({
  template,
  url,
  prefetched,
  dismissed = [],
  keptForBrowser,
}: {
  template: string;
  url: string;
  prefetched: PrefetchedData[];
  dismissed?: readonly Notice[];
  /** Which queries the browser's copy of the cache keeps (every one by default). */
  keptForBrowser?: (queryKey: QueryKey) => boolean;
}): Promise<string | undefined> {
  if (!template.includes(OUTLET)) return undefined;
  // Rendered for the parameters the page reads only: the same page for ?utm_source=… as without.
  // A signed-in visitor's page (keptForBrowser given) is rendered for its own URL: it is never kept.
  const { origin, pathname, search, searchParams } = new URL(url);
  const pageUrl = `${origin}${pathname}${keptForBrowser ? search : pageQueryFor(pathname, searchParams)}`;
  const rendered = await render(pageUrl, prefetched, dismissed, keptForBrowser);
  if (!rendered) return undefined;
  const { title, body: bodyWithHeadTags } = takeTitle(rendered.html);
  const { headTags: pageHeadTags, body } = takeHeadTags(bodyWithHeadTags);
  const headTags = pageHeadTags + alternateLinks(pageUrl) + imagePreloads(body);
  const stateScript = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${toScriptJson(rendered.state)}</script>`;
  return (
    shellFor(template, pathname)
      .replace(/<title>[^<]*<\/title>/, (templateTitle) => title ?? templateTitle)
      // The page's own description replaces the shop's.
      .replace(TEMPLATE_DESCRIPTION, (description) => (DESCRIPTION.test(pageHeadTags) ? '' : description))
      .replace('</head>', () => `${headTags}</head>`)
      .replace(OUTLET, () => body)
      .replace('</body>', () => `${stateScript}</body>`)
  );
}

const TITLE = /<title>[^<]*<\/title>/g;

/**
 * The page's <title> (PageTitle renders it where the page is) taken out of the app's HTML, for the
 * template's <head>. Only the first counts, as in a browser.
 */
function takeTitle(html: string) {
  const title = html.match(TITLE)?.[0];
  return { title, body: html.replace(TITLE, '') };
}

/**
 * PageHead's <template> of head elements. Nothing in it can close it early: Preact writes "<" in
 * text and attributes as "&lt;", and PageHead's JSON-LD writes it as "\u003c".
 */
const HEAD_TEMPLATE = /<template data-page-head>([\s\S]*?)<\/template>/g;
const DESCRIPTION = /<meta\b[^>]*\bname="description"/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The description, canonical link and structured data PageHead rendered, taken out for <head>. */
function takeHeadTags(html: string) {
  let headTags = '';
  const body = html.replace(HEAD_TEMPLATE, (_template, tags: string) => {
    headTags += tags;
    return '';
  });
  return { headTags, body };
}

/** An image: a <picture> (its sources, then its <img>) or an <img> alone. */
const IMAGE = /<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b[^>]*>/g;
const IMG = /<img\b[^>]*>/;
const SOURCE = /<source\b[^>]*>/;
const ATTRIBUTE = /\s([\w-]+)="([^"]*)"/g;
/** A rendered tag's attributes by lower-case name (HTML's are case-insensitive), values as written. */
const attributesOf = (tag: string) =>
  new Map([...tag.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), value]));

/**
 * A preload in <head> for each image the page marks as urgent (fetchpriority high: the first
 * carousel slide, the first row of parts), so the browser asks for it before it has parsed the
 * body. React 19 wrote these itself; Preact does not. A product photo in a <picture> is preloaded
 * as its first source, the AVIF copies (ADR 046), with its type, so a browser that does not read
 * AVIF skips it rather than download a copy it will not show, and without `href`, so one that
 * cannot choose from `imagesrcset` skips it too: one preload never costs a second download.
 */
function imagePreloads(html: string) {
  let links = '';
  for (const [element, inPicture] of html.matchAll(IMAGE)) {
    const attributes = attributesOf(inPicture === undefined ? element : (IMG.exec(inPicture)?.[0] ?? ''));
    const src = attributes.get('src');
    if (attributes.get('fetchpriority') !== 'high' || !src) continue;
    const source = attributesOf((inPicture && SOURCE.exec(inPicture)?.[0]) ?? '');
    const sourceSrcset = source.get('srcset');
    if (sourceSrcset) {
      const sizes = source.get('sizes');
      links +=
        `<link rel="preload" as="image" type="${source.get('type') ?? ''}" imagesrcset="${sourceSrcset}"` +
        (sizes ? ` imagesizes="${sizes}"` : '') +
        ' fetchpriority="high">';
      continue;
    }
    const srcset = attributes.get('srcset');
    const sizes = attributes.get('sizes');
    links +=
      `<link rel="preload" as="image" href="${src}"` +
      (srcset ? ` imagesrcset="${srcset}"` : '') +
      (sizes ? ` imagesizes="${sizes}"` : '') +
      ' fetchpriority="high">';
  }
  return links;
}

/** The app's shell (index.html) for a page at `pathname`: `lang` says which language it is in. */
export function shellFor(template: string, pathname: string): string {
  const { language } = splitLanguage(pathname);
  if (language === 'en') return template;
  return (
    template
      .replace(/<html lang="en"/, `<html lang="${language}"`)
      // The installed shop's name and start page in the page's language (public/manifest-bn.webmanifest).
      .replace('/manifest.webmanifest', '/manifest-bn.webmanifest')
      .replace('</head>', () => `${banglaFontHead()}</head>`)
  );
}

/**
 * The page's address in each language, for search engines (`hreflang`); English is also the one
 * for any other language.
 */
function alternateLinks(url: string) {
  const { origin, pathname, search } = new URL(url);
  const page = splitLanguage(pathname).pathname;
  const href = (language: Language) => `${origin}${pathIn(language, page)}${search}`.replace(/&/g, '&amp;');
  return (
    LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`
  );
}

async function render(
  url: string,
  prefetched: PrefetchedData[],
  dismissed: readonly Notice[],
  keptForBrowser?: (queryKey: QueryKey) => boolean,
) {
  const { language } = splitLanguage(new URL(url).pathname);
  const handler = handlers.get(language);
  if (!handler) return undefined;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  // Set just before the render, which is synchronous: no other page's render comes in between.
  setLanguage(language);
  const queryClient = createQueryClient();
  for (const { queryKey, data } of prefetched) queryClient.setQueryData(queryKey, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServerDismissalsContext value={dismissed}>
          <ServerOriginContext value={new URL(url).origin}>
            <ServerRenderContext value>
              {/* hydrate={false}: no inline script; our CSP allows scripts from our own files only. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServerRenderContext>
          </ServerOriginContext>
        </ServerDismissalsContext>
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    html,
    state: dehydrate(
      queryClient,
      keptForBrowser && {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && keptForBrowser(query.queryKey),
      },
    ),
  };
}
