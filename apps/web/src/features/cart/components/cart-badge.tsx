import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useCart } from '../hooks/use-cart';

// On every page: its Bangla is loaded before the first render (../bn/every-page.ts).
const badgeMessages = defineMessages('cart.badge', {
  cart: 'Cart',
  onePart: params('Cart, {count} part'),
  parts: params('Cart, {count} parts'),
});

/**
 * The navigation bar's way to the cart, at every width: a cart with the number of parts in it.
 * Before the cart is known (the page is hydrating, the account's cart is on its way) it is just
 * "Cart", so the server's page and the first render in the browser agree.
 */
export function CartBadge() {
  const t = useMessages(badgeMessages);
  const format = useFormat();
  const { lines } = useCart();
  const count = lines?.length;
  const label = count === undefined ? t.cart : (count === 1 ? t.onePart : t.parts)({ count: format.count(count) });

  return (
    <Link
      to={paths.cart.getHref()}
      aria-label={label}
      className="btn btn-ghost btn-square text-neutral-content hover:bg-neutral-content/10 indicator"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      {count !== undefined && count > 0 && (
        <span className="indicator-item badge badge-primary badge-sm px-1.5 font-bold" aria-hidden="true">
          {format.count(count)}
        </span>
      )}
    </Link>
  );
}
