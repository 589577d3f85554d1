import type { ShopSettings, ShopSettingsInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { configKeys } from '@/lib/config-keys';
import { shopSettingsKeys } from './shop-settings-keys';

/** PUT /api/admin/settings (admin): new fees and ceiling, for every checkout from now on. */
export const updateShopSettings = (input: ShopSettingsInput) =>
  apiRequest<ShopSettings>('/admin/settings', { method: 'PUT', body: input, isAuthenticated: true });

export const useUpdateShopSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsKeys.all, saved);
      // This browser's checkout shows the new fees without a reload (the /api/config it keeps).
      return queryClient.invalidateQueries({ queryKey: configKeys.all });
    },
  });
};
