import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toErrorMessage } from '@/lib/error-message';
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
    <div className="bg-base-200 mx-auto max-w-xl rounded-box p-8 text-center">
      <h1 className="text-2xl font-bold">Part not found</h1>
      <p className="text-base-content/80 mt-2">This part is no longer in the catalogue, or the link is wrong.</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-5">
        See all products
      </Link>
    </div>
  );
}
