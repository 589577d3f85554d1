import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { CartContents } from '@/features/cart/components/cart-contents';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('cart.cartPage', { title: 'Cart', heading: 'Your cart' });

/** /cart: a guest's cart or a signed-in rider's, and the way to the checkout. */
export default function CartRoute() {
  const t = useMessages(pageMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
      <CartContents />
    </div>
  );
}
