import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { CartContents } from '@/features/cart/components/cart-contents';
import { usePricedCart } from '@/features/cart/hooks/use-priced-cart';
import { RequestQuoteForm } from '@/features/quotes/components/request-quote-form';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('cart.cartPage', {
  title: 'Cart',
  heading: 'Your cart',
  quickOrder: 'Have a list of part numbers? Quick order',
});

/**
 * /cart: a guest's cart or a signed-in rider's, and the way to the checkout; a business account
 * (its cart priced for a group) may ask for a quote on it (docs/product.md#quotes).
 */
export default function CartRoute() {
  const t = useMessages(pageMessages);
  const priced = usePricedCart();
  const isBusinessCart = priced.status === 'ready' && priced.cart.group !== null && priced.cart.lines.length > 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
        <Link to={paths.quickOrder.getHref()} className="link font-semibold">
          {t.quickOrder}
        </Link>
      </div>
      <CartContents />
      {isBusinessCart && <RequestQuoteForm />}
    </div>
  );
}
