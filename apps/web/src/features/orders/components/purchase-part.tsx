import { NotFoundState } from '@/components/ui/not-found-state';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { usePurchasePart } from '../api/get-purchase-part';
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
      {(data) => <PlaceOrderForm part={data} buyer={buyer} renderAddToCart={renderAddToCart} />}
    </QueryContent>
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
