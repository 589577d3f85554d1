import type { ManualRefundMethodId, ReturnRequest, ShopReturn } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** POST /api/orders/{id}/returns: the buyer asks to return some of a delivered order's parts. */
export const requestReturn = ({ orderId, request }: { orderId: string; request: ReturnRequest }) =>
  apiRequest<{ id: string; state: string }>(`/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body: request,
    isAuthenticated: true,
  });

export type ReturnDecision =
  | { id: string; action: 'accept'; note?: string }
  | { id: string; action: 'refuse'; note: string }
  | { id: string; action: 'receive'; lines: { partId: string; resellable: boolean }[] }
  | { id: string; action: 'refund'; method?: ManualRefundMethodId; reference?: string };

/** POST /api/admin/returns/{id}/{accept|refuse|receive|refund}: the admin's steps of a return. */
export const decideReturn = ({ id, action, ...body }: ReturnDecision) =>
  apiRequest<ShopReturn>(`/admin/returns/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body,
    isAuthenticated: true,
  });

/** A step of a return changes its order too (timeline, state, stock): every order's data goes stale. */
const useReturnChange = <TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export const useRequestReturn = () => useReturnChange(requestReturn);
export const useDecideReturn = () => useReturnChange(decideReturn);
