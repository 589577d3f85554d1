import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Every page is its own chunk: a visitor downloads only the page they open. */
export const routes: RouteObject[] = [
  {
    // Inside the router, so signing out can navigate; around the layout, so the navbar knows who is in.
    element: (
      <AuthProvider>
        <RootLayout />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/home').then(toRoute) },
      { path: paths.allProducts.path, lazy: () => import('./routes/all-products').then(toRoute) },
      { path: paths.blogs.path, lazy: () => import('./routes/blogs').then(toRoute) },
      { path: paths.portfolio.path, lazy: () => import('./routes/portfolio').then(toRoute) },
      { path: paths.login.path, lazy: () => import('./routes/login').then(toRoute) },
      { path: paths.signup.path, lazy: () => import('./routes/signup').then(toRoute) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.purchase.path, lazy: () => import('./routes/purchase').then(toRoute) },
          {
            path: paths.dashboard.root.path,
            lazy: () => import('./routes/dashboard/layout').then(toRoute),
            children: [
              { index: true, lazy: () => import('./routes/dashboard/index').then(toRoute) },
              { path: paths.dashboard.profile.path, lazy: () => import('./routes/dashboard/profile').then(toRoute) },
              { path: paths.dashboard.order.path, lazy: () => import('./routes/dashboard/order').then(toRoute) },
              { path: paths.dashboard.review.path, lazy: () => import('./routes/dashboard/review').then(toRoute) },
              { path: paths.dashboard.payment.path, lazy: () => import('./routes/dashboard/payment').then(toRoute) },
              {
                // Admin pages: anyone else is signed out and sent to /login (SPEC.md §2).
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.dashboard.manageOrder.path,
                    lazy: () => import('./routes/dashboard/manage-orders').then(toRoute),
                  },
                  {
                    path: paths.dashboard.addProduct.path,
                    lazy: () => import('./routes/dashboard/add-product').then(toRoute),
                  },
                  {
                    path: paths.dashboard.manageProduct.path,
                    lazy: () => import('./routes/dashboard/manage-products').then(toRoute),
                  },
                  {
                    path: paths.dashboard.questions.path,
                    lazy: () => import('./routes/dashboard/questions').then(toRoute),
                  },
                  {
                    path: paths.dashboard.makeAdmin.path,
                    lazy: () => import('./routes/dashboard/make-admin').then(toRoute),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found').then(toRoute) },
    ],
  },
];

/**
 * The browser's router. When the server rendered the page, the chunks of the routes it rendered are
 * loaded first, so the first render in the browser matches the server's HTML instead of showing the
 * loading screen in its place.
 */
export async function createAppRouter({ isHydrating }: { isHydrating: boolean }) {
  if (isHydrating) await loadLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

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

function toRoute(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
