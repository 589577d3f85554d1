import { Outlet, ScrollRestoration } from 'react-router';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { TopBanner } from '@/components/layout/top-banner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDismissal } from '@/hooks/use-dismissal';
import { usePublicConfig } from '@/lib/public-config';

export function RootLayout() {
  const topBanner = useDismissal('top-banner');
  const demoNotice = useDismissal('demo-notice');
  // Outside demo mode the config has no demo account, and then there is no notice to show.
  const demo = usePublicConfig().data?.demo;
  const { status, signOut } = useAuth();

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="btn btn-primary sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to main content
      </a>
      {!topBanner.isDismissed && <TopBanner onDismiss={topBanner.dismiss} />}
      {demo && !demoNotice.isDismissed && (
        <DemoNotice email={demo.email} password={demo.password} onDismiss={demoNotice.dismiss} />
      )}
      <NavBar isSignedIn={status === 'signedIn'} onSignOut={() => void signOut()} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
