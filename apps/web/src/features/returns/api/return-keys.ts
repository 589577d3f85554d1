import type { ReturnStateId } from '@motoforge/contract';
import { orderKeys } from '@/lib/api/order-keys';

/** A search of the admin's returns as its page's URL gives it: open or one state, and a page from 1. */
export type ReturnsSearch = { state: ReturnStateId | 'open'; page: number };

/**
 * The returns' query keys, under the orders' (docs/returns.md): a return changes its order's
 * timeline and state, so one invalidation of the orders refreshes both.
 */
export const returnKeys = {
  all: [...orderKeys.all, 'returns'] as const,
  ofOrder: (orderId: string) => [...returnKeys.all, 'order', orderId] as const,
  list: (search: ReturnsSearch) => [...returnKeys.all, 'list', search] as const,
  wrongFit: () => [...returnKeys.all, 'wrong-fit'] as const,
};
