import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Every page is its own chunk: a visitor downloads only the page they open. */
export const router = createBrowserRouter([
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
      { path: '*', lazy: () => import('./routes/not-found').then(toRoute) },
    ],
  },
]);

function toRoute(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
