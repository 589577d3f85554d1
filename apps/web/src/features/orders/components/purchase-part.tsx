import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { NotFoundState } from '@/components/ui/not-found-state';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useFreshPublicConfig } from '@/lib/public-config';
import { type PurchasePart as Part, usePurchasePart } from '../api/get-purchase-part';
import { useLastDelivery } from '../api/get-last-delivery';
import { type Buyer, PlaceOrderForm, type RenderPartAddToCart } from './place-order-form';

const notFoundMessages = defineMessages('orders.purchasePart', {
  notFound: 'Part not found',
  seeAll: 'See all products',
  notInCatalogue: 'This part is no longer in the catalogue, or the link is wrong.',
});

type PurchasePartProps = {
  partId: string;
  buyer: Buyer;
  renderAddToCart?: RenderPartAddToCart;
};

/** The purchase page's content: the part in a cart view and the order form, or why it cannot show. */
export function PurchasePart({ partId, buyer, renderAddToCart }: PurchasePartProps) {
  const part = usePurchasePart(partId);
  return (
    <QueryContent query={part} errorByStatus={{ 404: () => <PartNotFound /> }}>
      {(data) => <PurchaseForm part={data} buyer={buyer} renderAddToCart={renderAddToCart} />}
    </QueryContent>
  );
}

/** The form once the shop's checkout settings and the buyer's last address are known. */
function PurchaseForm({ part, buyer, renderAddToCart }: { part: Part } & Omit<PurchasePartProps, 'partId'>) {
  // The fees as the shop has them now, as at the checkout (ADR 031).
  const { query: config, fresh } = useFreshPublicConfig();
  const lastDelivery = useLastDelivery();
  if (config.isError)
    return (
      <ErrorState
        message={toErrorMessage(config.error)}
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  // Without the last address (it could not be read) the form starts empty: it is only an offer.
  if (!fresh || lastDelivery.isPending) return <LoadingScreen />;
  return (
    <PlaceOrderForm
      part={part}
      buyer={buyer}
      checkout={fresh.checkout}
      lastDelivery={lastDelivery.data?.address}
      renderAddToCart={renderAddToCart}
    />
  );
}

function PartNotFound() {
  const t = useMessages(notFoundMessages);
  return (
    <NotFoundState as="h1" title={t.notFound} link={{ to: paths.allProducts.getHref(), label: t.seeAll }}>
      {t.notInCatalogue}
    </NotFoundState>
  );
}
