import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessAccountKeys } from './business-account-keys';

/** DELETE /api/admin/customer-groups/{id}/members/{applicationId} (admin): the business leaves the group. */
export const removeGroupMember = ({ groupId, applicationId }: { groupId: string; applicationId: string }) =>
  apiRequest<null>(
    `/admin/customer-groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(applicationId)}`,
    { method: 'DELETE', isAuthenticated: true },
  );

export const useRemoveGroupMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    // The member leaves the group's list, and its application waits again on Business Accounts.
    onSuccess: (_, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessAccountKeys.members(groupId) }),
        queryClient.invalidateQueries({ queryKey: businessAccountKeys.applications() }),
      ]),
  });
};
