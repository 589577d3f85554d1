import type { CartLineInput } from '@motoforge/contract';
import { createContext, useContext } from 'react';
import type { CartChange } from '../lib/cart-lines';

export type CartContextValue = {
  /** Whose cart it is: the account's once the rider is known to be signed in, else this browser's. */
  isSignedIn: boolean;
  /** Its parts and quantities, in the order they were added; undefined until known. */
  lines: readonly CartLineInput[] | undefined;
  /** Changes the cart; rejects with an error worded for the rider (toErrorMessage). */
  change: (change: CartChange) => Promise<void>;
  /** The guest's cart is joining the account's, just signed in. */
  isMerging: boolean;
  /** A change of the account's cart is on its way to the server. */
  isSaving: boolean;
  /** Reads the cart again: after a checkout, which takes its parts out of it, or one refused for them. */
  reload: () => Promise<void>;
};

export const CartContext = createContext<CartContextValue | null>(null);

/** The cart and its actions; use inside <CartProvider>. */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart() is used outside <CartProvider>');
  return cart;
}
