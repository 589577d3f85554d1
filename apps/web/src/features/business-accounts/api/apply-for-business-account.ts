import type { BusinessApplication, BusinessApplicationInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** POST /api/business-accounts: the signed-in buyer applies. */
export const applyForBusinessAccount = (input: BusinessApplicationInput) =>
  apiRequest<BusinessApplication>('/business-accounts', { method: 'POST', body: input, isAuthenticated: true });

export const useApplyForBusinessAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForBusinessAccount,
    onSuccess: (application) => queryClient.setQueryData(businessAccountKeys.mine(), { application }),
  });
};
