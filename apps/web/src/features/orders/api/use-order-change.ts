import type { ShopOrder } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/lib/api/order-keys';

/**
 * A change of an order whose answer is the order as it now is: the page shows that answer at once,
 * and every list of orders is marked stale (My Orders, Manage All Orders fetch it when they open).
 */
export const useOrderChange = <TInput>(change: (input: TInput) => Promise<ShopOrder>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.withLines(order.id), order);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
};
