import type { ShopSettings } from '@motoforge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shopSettingsKeys } from './shop-settings-keys';

/** GET /api/admin/settings (admin): the delivery fees and the cash-on-delivery ceiling, in taka. */
export const getShopSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ShopSettings>('/admin/settings', { signal, isAuthenticated: true });

export const shopSettingsQueryOptions = () =>
  queryOptions({ queryKey: shopSettingsKeys.all, queryFn: ({ signal }) => getShopSettings({ signal }) });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());
