import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/config/paths';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { usePurchasePart } from '../api/get-purchase-part';
import { type Buyer, PlaceOrderForm } from './place-order-form';

type PurchasePartProps = {
  partId: string;
  buyer: Buyer;
};

/** The purchase page's content: the part in a cart view and the order form, or why it cannot show. */
export function PurchasePart({ partId, buyer }: PurchasePartProps) {
  const part = usePurchasePart(partId);

  if (part.isPending) return <LoadingScreen />;
  if (part.isError) {
    if (part.error instanceof ApiError && part.error.status === 404) return <PartNotFound />;
    return (
      <ErrorState
        message={toErrorMessage(part.error)}
        onRetry={() => void part.refetch()}
        isRetrying={part.isFetching}
      />
    );
  }
  return <PlaceOrderForm part={part.data} buyer={buyer} />;
}

function PartNotFound() {
  return (
    <NotFoundState as="h1" title="Part not found" link={{ to: paths.allProducts.getHref(), label: 'See all products' }}>
      This part is no longer in the catalogue, or the link is wrong.
    </NotFoundState>
  );
}
