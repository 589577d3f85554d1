import type { PlaceOrderInput, placeOrderResponseSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';
import { partKeys } from '@/lib/api/part-keys';

/** POST /api/booking: reserves the stock and creates an unpaid order for the signed-in customer. */
export const placeOrder = (input: PlaceOrderInput) =>
  apiRequest<z.infer<typeof placeOrderResponseSchema>>('/booking', {
    method: 'POST',
    body: input,
    isAuthenticated: true,
  });

export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // SPEC.md §4: the part is refetched after submit, whatever the answer (the stock may have moved).
    onSettled: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
