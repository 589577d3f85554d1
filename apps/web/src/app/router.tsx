import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { basenameOf, loadTranslations, splitLanguage, type Language, type TranslationArea } from '@/lib/i18n';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { PageDownloadError } from './layout/page-download-error';
import { RootLayout } from './layout/root-layout';
import { LayoutError, RouteError } from './layout/route-error';

/** The dashboard's pages show every area's texts: their Bangla comes with its layout. */
const DASHBOARD_AREAS: TranslationArea[] = ['dashboard', 'orders', 'shop', 'shopAdmin', 'account'];

/** The layout around every page: the navbar, the footer and who is signed in. */
const layoutRoute = {
  // Inside the router, so signing out can navigate; around the layout, so the navbar knows who is in.
  element: (
    <AuthProvider>
      <RootLayout />
    </AuthProvider>
  ),
  errorElement: <LayoutError />,
  // Shown while the first page's chunk loads.
  hydrateFallbackElement: <LoadingScreen />,
} satisfies RouteObject;

/** Every page is its own chunk: a visitor downloads only the page they open. */
export const routes: RouteObject[] = [
  {
    ...layoutRoute,
    children: [
      {
        // A page that crashed or could not be downloaded shows in the layout: the navbar and footer stay.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, lazy: lazyPage(() => import('./routes/home'), ['shop']) },
          {
            path: paths.allProducts.path,
            lazy: lazyPage(() => import('./routes/all-products'), ['shop', 'catalogue']),
          },
          { path: paths.part.path, lazy: lazyPage(() => import('./routes/part'), ['shop', 'catalogue']) },
          {
            path: paths.bikeDiagrams.path,
            lazy: lazyPage(() => import('./routes/bike-diagrams'), ['shop', 'catalogue']),
          },
          { path: paths.assembly.path, lazy: lazyPage(() => import('./routes/assembly'), ['shop', 'catalogue']) },
          { path: paths.cart.path, lazy: lazyPage(() => import('./routes/cart'), ['cart']) },
          { path: paths.blogs.path, lazy: lazyPage(() => import('./routes/blogs'), ['account']) },
          { path: paths.portfolio.path, lazy: lazyPage(() => import('./routes/portfolio'), ['account']) },
          { path: paths.login.path, lazy: lazyPage(() => import('./routes/login'), ['account']) },
          { path: paths.signup.path, lazy: lazyPage(() => import('./routes/signup'), ['account']) },
          {
            path: paths.forgotPassword.path,
            lazy: lazyPage(() => import('./routes/forgot-password'), ['account']),
          },
          { path: paths.resetPassword.path, lazy: lazyPage(() => import('./routes/reset-password'), ['account']) },
          { path: paths.emailVerified.path, lazy: lazyPage(() => import('./routes/email-verified'), ['account']) },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.purchase.path,
                lazy: lazyPage(() => import('./routes/purchase'), ['orders', 'checkout', 'shop', 'account']),
              },
              { path: paths.checkout.path, lazy: lazyPage(() => import('./routes/checkout'), ['cart', 'checkout']) },
              { path: paths.quickOrder.path, lazy: lazyPage(() => import('./routes/quick-order'), ['cart', 'shop']) },
              {
                path: paths.dashboard.root.path,
                lazy: lazyPage(() => import('./routes/dashboard/layout'), DASHBOARD_AREAS),
                children: [
                  {
                    // The dashboard's side menu stays beside a page of it that failed.
                    errorElement: <RouteError />,
                    children: [
                      { index: true, lazy: lazyPage(() => import('./routes/dashboard/index')) },
                      {
                        path: paths.dashboard.profile.path,
                        lazy: lazyPage(() => import('./routes/dashboard/profile')),
                      },
                      { path: paths.dashboard.order.path, lazy: lazyPage(() => import('./routes/dashboard/order')) },
                      {
                        path: paths.dashboard.orderConfirm.path,
                        lazy: lazyPage(() => import('./routes/dashboard/order-confirm'), ['payments']),
                      },
                      {
                        path: paths.dashboard.orderDetail.path,
                        // A risky COD order's advance (OrderAdvance) speaks the payments' Bangla.
                        lazy: lazyPage(() => import('./routes/dashboard/order-detail'), ['payments']),
                      },
                      { path: paths.dashboard.review.path, lazy: lazyPage(() => import('./routes/dashboard/review')) },
                      {
                        path: paths.dashboard.businessAccount.path,
                        lazy: lazyPage(() => import('./routes/dashboard/business-account')),
                      },
                      {
                        path: paths.dashboard.myQuotes.path,
                        lazy: lazyPage(() => import('./routes/dashboard/my-quotes')),
                      },
                      {
                        path: paths.dashboard.myQuote.path,
                        lazy: lazyPage(() => import('./routes/dashboard/my-quote'), ['checkout']),
                      },
                      {
                        path: paths.dashboard.payment.path,
                        lazy: lazyPage(() => import('./routes/dashboard/payment'), ['payments']),
                      },
                      {
                        // Admin pages: anyone else is signed out and sent to /login (docs/product.md#dashboard).
                        element: <RequireAdmin />,
                        children: [
                          {
                            path: paths.dashboard.manageOrder.path,
                            lazy: lazyPage(() => import('./routes/dashboard/manage-orders')),
                          },
                          {
                            path: paths.dashboard.addProduct.path,
                            lazy: lazyPage(() => import('./routes/dashboard/add-product')),
                          },
                          {
                            path: paths.dashboard.manageProduct.path,
                            lazy: lazyPage(() => import('./routes/dashboard/manage-products')),
                          },
                          {
                            path: paths.dashboard.editProduct.path,
                            lazy: lazyPage(() => import('./routes/dashboard/edit-product')),
                          },
                          {
                            path: paths.dashboard.lowStock.path,
                            lazy: lazyPage(() => import('./routes/dashboard/low-stock')),
                          },
                          {
                            path: paths.dashboard.catalogueFile.path,
                            lazy: lazyPage(() => import('./routes/dashboard/catalogue-file')),
                          },
                          {
                            path: paths.dashboard.diagrams.path,
                            lazy: lazyPage(() => import('./routes/dashboard/diagrams')),
                          },
                          {
                            path: paths.dashboard.diagram.path,
                            lazy: lazyPage(() => import('./routes/dashboard/diagram')),
                          },
                          {
                            path: paths.dashboard.questions.path,
                            lazy: lazyPage(() => import('./routes/dashboard/questions')),
                          },
                          {
                            path: paths.dashboard.outbox.path,
                            lazy: lazyPage(() => import('./routes/dashboard/outbox'), ['outbox']),
                          },
                          {
                            path: paths.dashboard.jobs.path,
                            lazy: lazyPage(() => import('./routes/dashboard/jobs'), ['jobs']),
                          },
                          {
                            path: paths.dashboard.vitals.path,
                            lazy: lazyPage(() => import('./routes/dashboard/vitals')),
                          },
                          {
                            path: paths.dashboard.sales.path,
                            lazy: lazyPage(() => import('./routes/dashboard/sales')),
                          },
                          {
                            path: paths.dashboard.returns.path,
                            lazy: lazyPage(() => import('./routes/dashboard/returns')),
                          },
                          {
                            path: paths.dashboard.makeAdmin.path,
                            lazy: lazyPage(() => import('./routes/dashboard/make-admin')),
                          },
                          {
                            path: paths.dashboard.settings.path,
                            lazy: lazyPage(() => import('./routes/dashboard/settings')),
                          },
                          {
                            path: paths.dashboard.businessAccounts.path,
                            lazy: lazyPage(() => import('./routes/dashboard/business-accounts')),
                          },
                          {
                            path: paths.dashboard.customerGroups.path,
                            lazy: lazyPage(() => import('./routes/dashboard/customer-groups')),
                          },
                          {
                            path: paths.dashboard.customerGroup.path,
                            lazy: lazyPage(() => import('./routes/dashboard/customer-group')),
                          },
                          {
                            path: paths.dashboard.quotes.path,
                            lazy: lazyPage(() => import('./routes/dashboard/quotes')),
                          },
                          {
                            path: paths.dashboard.quote.path,
                            lazy: lazyPage(() => import('./routes/dashboard/quote')),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: lazyPage(() => import('./routes/not-found'), ['account']) },
        ],
      },
    ],
  },
];

/**
 * The browser's router. When the server rendered the page, the chunks of the routes it rendered are
 * loaded first, so the first render in the browser matches the server's HTML instead of showing the
 * loading screen in its place.
 */
export async function createAppRouter({
  isHydrating,
  isOffline,
  language,
}: {
  isHydrating: boolean;
  isOffline: boolean;
  language: Language;
}) {
  if (isHydrating) {
    await loadLazyRoutes(routes, splitLanguage(window.location.pathname).pathname);
    // The routes' modules were evaluated as they came in: the router is made in a task of its own.
    await yieldToBrowser();
  }
  // Under /bn on Bangla pages, so that every link and redirect of the app stays in Bangla.
  return createBrowserRouter(isOffline ? offlineRoutes : routes, { basename: basenameOf(language) });
}

/**
 * Offline, every address shows the offline page in the shop's layout: what the service worker
 * answers for a page it could not fetch (docs/architecture.md#installable-and-offline).
 */
const offlineRoutes: RouteObject[] = [
  {
    ...layoutRoute,
    children: [
      {
        errorElement: <RouteError />,
        children: [{ path: '*', lazy: lazyPage(() => import('./routes/offline'), ['offline']) }],
      },
    ],
  },
];

/** Resolves the lazy routes that match `pathname` in place, as react-router's SSR guide does. */
export async function loadLazyRoutes(routeObjects: RouteObject[], pathname: string) {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

type PageModule = { default: ComponentType };

/**
 * A page's lazy route. react-router keeps a failed lazy() for good, so a page whose download failed
 * once (offline, a dropped link) would fail on every visit until a reload. So a failed download
 * becomes the route's loader, which react-router runs on every visit and on revalidation (RouteError
 * revalidates when the connection returns), and the browser fetches a failed import again.
 */
export function lazyPage(
  loadPage: () => Promise<PageModule>,
  /** The areas whose texts the page shows, fetched with it on a Bangla page (lib/i18n.ts). */
  areas: readonly TranslationArea[] = [],
): LazyRouteFunction<RouteObject> {
  const load = () => Promise.all([loadPage(), loadTranslations(areas)]).then(([page]) => page);
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch {
      let Page: ComponentType | undefined;
      return {
        loader: async () => {
          try {
            Page ??= (await load()).default;
          } catch (error) {
            throw new PageDownloadError(error);
          }
          return null;
        },
        Component: function DownloadedPage() {
          return Page ? <Page /> : null;
        },
      };
    }
  };
}
