import type { AdminBusinessApplication, BusinessDecisionInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** POST /api/admin/business-accounts/{id}/decision (admin): approve into a group, or refuse. */
export const decideBusinessApplication = ({ id, decision }: { id: string; decision: BusinessDecisionInput }) =>
  apiRequest<AdminBusinessApplication>(`/admin/business-accounts/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
    isAuthenticated: true,
  });

export const useDecideBusinessApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBusinessApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessAccountKeys.applications() }),
  });
};
