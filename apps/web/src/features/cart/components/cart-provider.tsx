import type { CartLineInput } from '@motoforge/contract';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { toErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cartKeys } from '../api/cart-keys';
import { accountCartQueryOptions } from '../api/get-cart';
import { replaceCart } from '../api/replace-cart';
import { CartContext, type CartContextValue } from '../hooks/use-cart';
import { guestCart } from '../lib/guest-cart';
import { type CartChange, isSameCart, nextCartLines } from '../lib/cart-lines';

/** The account's cart changes one after the other, each from the answer to the one before. */
const CART_MUTATION_KEY = [...cartKeys.all, 'change'] as const;

/**
 * The one cart of the shop (docs/product.md#checkout): a guest's in this browser, a signed-in rider's on the
 * server. At sign-in (or sign-up, or back from Google) a guest's cart joins the account's and the
 * browser's copy is cleared. `isSignedIn` is true only once the sign-in check says so: while it is
 * still being made, what the visitor adds is kept in the browser and joins the account after.
 */
export function CartProvider({ isSignedIn, children }: { isSignedIn: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const guestLines = useSyncExternalStore(guestCart.subscribe, guestCart.get, guestCart.getServerSnapshot);
  const isHydrated = useIsHydrated();
  const accountCart = useQuery({ ...accountCartQueryOptions(), enabled: isSignedIn });

  const { mutateAsync: changeAccountCart } = useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: { id: CART_MUTATION_KEY.join('.') },
    mutationFn: async (change: CartChange) => {
      const options = accountCartQueryOptions();
      const current = (await queryClient.ensureQueryData(options)).lines.map(({ partId, quantity }) => ({
        partId,
        quantity,
      }));
      const lines = nextCartLines(current, change);
      if (isSameCart(current, lines)) return;
      const cart = await replaceCart({ lines });
      // A read sent before this answer would otherwise land after it, with the cart as it was.
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      queryClient.setQueryData(options.queryKey, cart);
    },
  });
  const savingCount = useIsMutating({ mutationKey: CART_MUTATION_KEY });

  const isMergingRef = useRef(false);
  const [hasMergeFailed, setHasMergeFailed] = useState(false);
  useEffect(() => {
    if (!isSignedIn || guestLines.length === 0 || isMergingRef.current) return;
    isMergingRef.current = true;
    changeAccountCart({ type: 'merge', lines: guestLines })
      .then(() => guestCart.clear())
      .catch((error: unknown) => {
        // The guest's lines stay in the browser, to join the account at the next visit.
        setHasMergeFailed(true);
        notify.error(toErrorMessage(error));
      })
      .finally(() => {
        isMergingRef.current = false;
      });
  }, [isSignedIn, guestLines, changeAccountCart]);

  const change = useCallback(
    async (cartChange: CartChange) => {
      if (isSignedIn) {
        await changeAccountCart(cartChange);
        return;
      }
      guestCart.set(nextCartLines(guestCart.get(), cartChange));
    },
    [isSignedIn, changeAccountCart],
  );

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: cartKeys.all }), [queryClient]);

  const value = useMemo<CartContextValue>(() => {
    const isMerging = isSignedIn && guestLines.length > 0 && !hasMergeFailed;
    let lines: readonly CartLineInput[] | undefined;
    if (isSignedIn) lines = isMerging ? undefined : accountCart.data?.lines;
    else lines = isHydrated ? guestLines : undefined;
    return { isSignedIn, lines, change, isMerging, isSaving: savingCount > 0, reload };
  }, [isSignedIn, guestLines, hasMergeFailed, isHydrated, accountCart.data, change, savingCount, reload]);

  return <CartContext value={value}>{children}</CartContext>;
}
