import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { CONNECTION_FAILED_MESSAGE } from '@/lib/api-client';
import { defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { PageDownloadError } from './page-download-error';

const routeErrorMessages = defineMessages('layout.routeError', {
  notDownloaded: 'This page could not be downloaded',
  failed: 'Something went wrong',
  unexpected: 'An unexpected error stopped this page from loading.',
  opensOnline: 'It opens by itself once you are back online.',
  updated: 'The shop may have been updated since you opened it. Try again to load it.',
  tryAgain: 'Try again',
  backHome: 'Back to home',
});

/**
 * Shown in the layout in place of a page that crashed or whose code could not be downloaded. A
 * download that failed offline is tried again when the connection returns; one that failed online
 * is most likely a release that replaced the old chunks, and reloading fetches the current ones.
 */
export function RouteError() {
  return <ErrorCard hasLayout />;
}

/** Shown instead of the whole app when the layout itself crashed: no navbar is left to lean on. */
export function LayoutError() {
  return (
    <div className="bg-base-200 flex min-h-dvh flex-col">
      <header className="bg-neutral text-neutral-content">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8 py-3">
          <img src={brand.logo} alt="" width={40} height={40} className="size-10" />
          <span className="text-xl font-extrabold tracking-tight">{brand.name}</span>
        </div>
      </header>
      <main className="flex flex-1 items-center">
        <ErrorCard hasLayout={false} />
      </main>
    </div>
  );
}

function ErrorCard({ hasLayout }: { hasLayout: boolean }) {
  const error = useRouteError();
  const t = useMessages(routeErrorMessages);
  const format = useFormat();
  // TanStack's online state: it follows the browser's online and offline events.
  const isOnline = useSyncExternalStore(
    onlineManager.subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  const revalidator = useRevalidator();
  const isDownloadFailure = error instanceof PageDownloadError;
  const isWaitingForConnection = isDownloadFailure && !isOnline;

  // react-router runs the failed page's loader again on revalidation, which downloads it again.
  // Driven by the rendered online state, not a subscription of its own: an effect's subscription
  // starts after the first paint, and a connection that returned before it would go unnoticed.
  const { revalidate } = revalidator;
  const wasOffline = useRef(!isOnline);
  useEffect(() => {
    if (!isDownloadFailure) return;
    if (!isOnline) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      void revalidate();
    }
  }, [isDownloadFailure, isOnline, revalidate]);

  const heading = isDownloadFailure ? t.notDownloaded : t.failed;
  let detail = t.unexpected;
  if (isRouteErrorResponse(error)) detail = `${format.count(error.status)} ${error.statusText}`;
  else if (isWaitingForConnection) detail = `${CONNECTION_FAILED_MESSAGE} ${t.opensOnline}`;
  else if (isDownloadFailure) detail = t.updated;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <PageTitle>{`${heading} — ${brand.name}`}</PageTitle>
      <div role="alert" className="card bg-base-100 max-w-lg shadow-md">
        <div className="card-body items-center text-center">
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-base-content/80">{detail}</p>
          <div className="card-actions mt-4">
            <button
              type="button"
              className="btn btn-primary"
              disabled={revalidator.state === 'loading'}
              // Offline, a reload would only show the browser's own offline page.
              onClick={() => (isWaitingForConnection ? void revalidate() : window.location.reload())}
            >
              {revalidator.state === 'loading' && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              {t.tryAgain}
            </button>
            <Link to={paths.home.getHref()} className="btn btn-outline" reloadDocument={!hasLayout}>
              {t.backHome}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
