import type { Profile, ProfileInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** PUT /api/userdetail/{displayName}: saves the details; the server saves them for the token's user. */
export const updateProfile = (input: ProfileInput & { displayName: string }) =>
  apiRequest<{ success: true; profile: Profile }>(`/userdetail/${encodeURIComponent(input.displayName)}`, {
    method: 'PUT',
    body: input,
    isAuthenticated: true,
  });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.all, profile),
  });
};
