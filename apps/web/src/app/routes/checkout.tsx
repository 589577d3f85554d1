import { PageTitle } from '@/components/layout/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { InertUntilHydrated } from '@/components/ui/inert-until-hydrated';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { EmptyCart } from '@/features/cart/components/cart-contents';
import { useCart } from '@/features/cart/hooks/use-cart';
import { usePricedCart } from '@/features/cart/hooks/use-priced-cart';
import { useLastDelivery } from '@/features/orders/api/get-last-delivery';
import { CheckoutForm } from '@/features/orders/components/checkout-form';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useFreshPublicConfig } from '@/lib/public-config';

const pageMessages = defineMessages('checkout.checkoutPage', { title: 'Checkout', heading: 'Checkout' });

/** /checkout (signed in, docs/product.md#checkout): the account's cart ordered, delivered and paid for. */
export default function CheckoutRoute() {
  const t = useMessages(pageMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
      <Checkout />
    </div>
  );
}

function Checkout() {
  // <RequireAuth> renders this page only for a signed-in user.
  const { user } = useAuth();
  const { reload } = useCart();
  const priced = usePricedCart();
  // The fees as the shop has them now, not as they were when the shop was first opened (ADR 070).
  const { query: config, fresh } = useFreshPublicConfig();
  // The address of the buyer's latest order, offered again; without it the form starts empty.
  const lastDelivery = useLastDelivery();

  if (priced.status === 'error')
    return <ErrorState message={toErrorMessage(priced.error)} onRetry={priced.retry} isRetrying={priced.isRetrying} />;
  if (config.isError)
    return (
      <ErrorState
        message={toErrorMessage(config.error)}
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  if (priced.status === 'loading' || !fresh || lastDelivery.isPending || !user) return <LoadingScreen />;
  if (priced.cart.lines.length === 0) return <EmptyCart />;
  return (
    // Rendered on the server with the page (ADR 070): filled in once the page has started.
    <InertUntilHydrated>
      <CheckoutForm
        cart={priced.cart}
        buyerName={user.displayName}
        lastDelivery={lastDelivery.data?.address}
        checkout={fresh.checkout}
        onCartChanged={() => void reload()}
      />
    </InertUntilHydrated>
  );
}
