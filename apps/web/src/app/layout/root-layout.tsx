import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Footer } from '@/components/layout/footer';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { type Account, NavBar } from '@/components/layout/nav-bar';
import { TopBanner } from '@/components/layout/top-banner';
import { Toasts } from '@/components/ui/toasts';
import { SignOutIncomplete } from '@/features/auth/components/sign-out-incomplete';
import { type AuthStatus, useAuth } from '@/features/auth/hooks/use-auth';
import { CartBadge } from '@/features/cart/components/cart-badge';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { garageQueryOptions } from '@/features/garage/api/get-garage';
import { useAccountFitment } from '@/features/garage/hooks/use-account-fitment';
import { NavSearch } from '@/features/search/components/nav-search';
import { useDismissal } from '@/hooks/use-dismissal';
import { defineMessages, useMessages } from '@/lib/i18n';
import { loadToastify } from '@/lib/load-toastify';
import { forgetOfflineCopy, keepGarage } from '@/lib/offline-copy';
import { usePublicConfig } from '@/lib/public-config';
import { startFieldVitals } from '@/lib/start-field-vitals';

const rootLayoutMessages = defineMessages('layout.rootLayout', {
  skipToMain: 'Skip to main content',
});

export function RootLayout() {
  const t = useMessages(rootLayoutMessages);
  const topBanner = useDismissal('top-banner');
  const demoNotice = useDismissal('demo-notice');
  // Outside demo mode the config has no demo account, and then there is no notice to show.
  const config = usePublicConfig().data;
  const demo = config?.demo;
  const vitalsSampleRate = config?.vitalsSampleRate;
  const matches = useMatches();
  const landing = matches.at(-1);
  const { status, user, isSigningOut, signOutError, signOut } = useAuth();
  const isSignedIn = status === 'signedIn';
  // Neither Login nor Sign out until the check has answered: a check still under way, or one that
  // failed, is not a sign-out.
  const account: Account = isSignedIn ? 'signedIn' : status === 'signedOut' ? 'signedOut' : 'unknown';
  useAccountFitment(isSignedIn);
  useKeepOfflineGarage(status, user?.id);

  // Field vitals of the page the visit landed on, for a sample of visits (lib/start-field-vitals.ts).
  useEffect(() => {
    if (vitalsSampleRate !== undefined && landing) startFieldVitals(vitalsSampleRate, landing);
    // Once per page load: later pages are the same visit, and startFieldVitals ignores them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vitalsSampleRate]);

  // react-toastify loads with the first toast (lib/notify.ts), which a visitor who went offline
  // would never see, not even the one saying so. Toasts follow what a visitor sends, so fetch it
  // once a visitor is signed in or moves into a form (the home page's question form needs no account).
  useEffect(() => {
    if (isSignedIn) preloadToasts();
  }, [isSignedIn]);

  return (
    // The cart is the account's once the rider is known to be signed in, this browser's until then.
    <CartProvider isSignedIn={isSignedIn}>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className="btn btn-primary sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {t.skipToMain}
        </a>
        {!topBanner.isDismissed && <TopBanner onDismiss={topBanner.dismiss} />}
        {demo && !demoNotice.isDismissed && (
          <DemoNotice email={demo.email} password={demo.password} onDismiss={demoNotice.dismiss} />
        )}
        <HydrateLater>
          <NavBar
            account={account}
            isSigningOut={isSigningOut}
            hasSignOutFailed={Boolean(signOutError)}
            onSignOut={() => void signOut()}
            cart={<CartBadge />}
            search={<NavSearch />}
          />
        </HydrateLater>
        <SignOutIncomplete />
        {/* The toasts hang from here, under the header's controls (styles.css). */}
        <div className="toast-anchor">
          <Toasts />
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 focus:outline-none"
          onFocus={(event) => {
            if (event.target.closest('form')) preloadToasts();
          }}
        >
          <HydrateLater>
            <Outlet />
          </HydrateLater>
        </main>
        <HydrateLater>
          <Footer />
        </HydrateLater>
        <ScrollRestoration />
      </div>
    </CartProvider>
  );
}

const preloadToasts = () => void loadToastify().catch(() => undefined);

/**
 * The signed-in rider's garage, kept for the offline page each time it is read (useAccountFitment
 * reads it at every page); every kept copy is forgotten once the server says no one is signed in
 * (docs/architecture.md#installable-and-offline).
 */
function useKeepOfflineGarage(status: AuthStatus, accountId: string | undefined) {
  // Reads the cache only: useAccountFitment fetches it.
  const garage = useQuery({ ...garageQueryOptions(), enabled: false }).data;
  useEffect(() => {
    if (status === 'signedOut') forgetOfflineCopy();
    else if (status === 'signedIn' && accountId && garage)
      keepGarage(
        accountId,
        garage.bikes.map(({ make, makeBn, model, modelBn, variant, variantBn, year, current }) => ({
          make,
          makeBn,
          model,
          modelBn,
          variant,
          variantBn,
          year,
          isCurrent: current,
        })),
      );
  }, [status, accountId, garage]);
}
