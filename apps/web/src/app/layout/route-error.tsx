import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

/**
 * Shown instead of the whole layout when a page crashes or its code cannot be loaded (often a new
 * release replaced the old chunks): reloading fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error stopped this page from loading.';

  return (
    <div className="bg-base-200 flex min-h-dvh flex-col">
      <title>{`Something went wrong — ${brand.name}`}</title>
      <header className="bg-neutral text-neutral-content">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8 py-3">
          <img src={brand.logo} alt="" width={40} height={40} className="size-10" />
          <span className="text-xl font-extrabold tracking-tight">{brand.name}</span>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="alert" className="card bg-base-100 max-w-lg shadow-md">
          <div className="card-body items-center text-center">
            <h1 className="text-2xl font-bold">Something went wrong</h1>
            <p className="text-base-content/80">{detail}</p>
            <div className="card-actions mt-4">
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                Try again
              </button>
              <Link to={paths.home.getHref()} className="btn btn-outline" reloadDocument>
                Back to home
              </Link>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
