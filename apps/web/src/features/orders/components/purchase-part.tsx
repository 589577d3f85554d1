import { NotFoundState } from '@/components/ui/not-found-state';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { usePurchasePart } from '../api/get-purchase-part';
import { type Buyer, PlaceOrderForm } from './place-order-form';

type PurchasePartProps = {
  partId: string;
  buyer: Buyer;
};

/** The purchase page's content: the part in a cart view and the order form, or why it cannot show. */
export function PurchasePart({ partId, buyer }: PurchasePartProps) {
  const part = usePurchasePart(partId);
  return (
    <QueryContent query={part} errorByStatus={{ 404: () => <PartNotFound /> }}>
      {(data) => <PlaceOrderForm part={data} buyer={buyer} />}
    </QueryContent>
  );
}

function PartNotFound() {
  return (
    <NotFoundState as="h1" title="Part not found" link={{ to: paths.allProducts.getHref(), label: 'See all products' }}>
      This part is no longer in the catalogue, or the link is wrong.
    </NotFoundState>
  );
}
