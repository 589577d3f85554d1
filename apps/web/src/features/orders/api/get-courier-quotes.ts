import type { CourierQuotes } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/api/order-keys';

/** GET /api/admin/orders/{id}/courier-quotes: each API courier's delivery charge for the order, where its API gives one. */
export const getCourierQuotes = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CourierQuotes>(`/admin/orders/${encodeURIComponent(id)}/courier-quotes`, {
    signal,
    isAuthenticated: true,
  });

export const courierQuotesQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.courierQuotes(id), queryFn: ({ signal }) => getCourierQuotes(id, { signal }) });

export const useCourierQuotes = (id: string, { isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...courierQuotesQueryOptions(id), enabled: isEnabled });
