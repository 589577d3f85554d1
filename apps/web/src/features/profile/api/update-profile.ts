import { type ProfileInput, profileSchema } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const updateProfileResponseSchema = z.object({ success: z.literal(true), profile: profileSchema });

/** PUT /api/userdetail/{displayName}: saves the details; the server saves them for the token's user. */
export const updateProfile = (input: ProfileInput & { displayName: string }) =>
  apiRequest(`/userdetail/${encodeURIComponent(input.displayName)}`, updateProfileResponseSchema, {
    method: 'PUT',
    body: input,
    isAuthenticated: true,
  });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(['profile'], profile),
  });
};
