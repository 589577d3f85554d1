import type { Cart, CartInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountCartQueryOptions } from './get-cart';

/** POST /api/cart/lines: lines join the account's cart in one step, all or none; answers the cart. */
export const addCartLines = (input: CartInput) =>
  apiRequest<Cart>('/cart/lines', { method: 'POST', body: input, isAuthenticated: true });

export function useAddCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartLines,
    onSuccess: async (cart) => {
      const { queryKey } = accountCartQueryOptions();
      // A read sent before this answer would otherwise land after it, with the cart as it was.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, cart);
    },
  });
}
