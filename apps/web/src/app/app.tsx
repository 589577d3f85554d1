import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { whenEveryPartIsHydrated } from '@/components/layout/hydrate-later';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  // The page runs from here on: a server-rendered page is hydrated (end-to-end tests wait for this).
  useEffect(() => {
    void whenEveryPartIsHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
