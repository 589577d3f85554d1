import { useState } from 'react';
import { isInStock } from '@motoforge/contract';
import { isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useCart } from '../hooks/use-cart';

// On the shop's pages: its Bangla comes with the shop's area (../bn/shop.ts).
const addMessages = defineMessages('cart.addToCart', {
  addToCart: 'Add to cart',
  addToCartFor: params('Add to cart: {name}'),
  added: params('{name} is in your cart'),
});

/** What Add to cart needs of a part: the catalogue's, the part page's and the purchase page's all have it. */
export type CartPart = { _id: string; name: string; minimumOrder: number; availableQuantity: number };

type AddToCartButtonProps = {
  part: CartPart;
  /** daisyUI's classes of the button besides `btn` (its colour and size). */
  className?: string;
};

/**
 * Adds the part's minimum order to the cart (more of it when it is there already), and says so in
 * a toast. A part that cannot be bought now (less in stock than its minimum order) cannot be added.
 */
export function AddToCartButton({ part, className = 'btn-outline' }: AddToCartButtonProps) {
  const t = useMessages(addMessages);
  const { change } = useCart();
  const [isAdding, setIsAdding] = useState(false);
  const canBuy = isInStock(part);

  const add = async () => {
    setIsAdding(true);
    try {
      await change({ type: 'add', partId: part._id, quantity: part.minimumOrder });
      notify.success(t.added({ name: part.name }));
    } catch (error) {
      // A 401 ends the session and opens the login page, which says so (auth-provider.tsx): said once.
      if (!isSessionEnded(error)) notify.error(toErrorMessage(error));
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn ${className}`}
      aria-label={t.addToCartFor({ name: part.name })}
      disabled={!canBuy || isAdding}
      onClick={() => void add()}
    >
      {isAdding && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t.addToCart}
    </button>
  );
}
