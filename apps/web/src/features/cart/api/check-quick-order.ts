import type { QuickOrder, QuickOrderInput } from '@motoforge/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/quick-order: each pasted line's part, the server's price and stock, or its problem. */
export const checkQuickOrder = (input: QuickOrderInput) =>
  apiRequest<QuickOrder>('/quick-order', { method: 'POST', body: input, isAuthenticated: true });

/** A mutation, not a query: lines are checked when the buyer asks, and the answer is not kept. */
export const useCheckQuickOrder = () => useMutation({ mutationFn: checkQuickOrder });
