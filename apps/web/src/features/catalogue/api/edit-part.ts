import type { EditablePart, EditPartInput } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** PATCH /api/part/{id} (admin): the fields that changed, and the version they were edited from. */
export const editPart = ({ id, input }: { id: string; input: EditPartInput }) =>
  apiRequest<EditablePart>(`/part/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, isAuthenticated: true });

export const useEditPart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPart,
    onSuccess: async (saved) => {
      queryClient.setQueryData(partKeys.editable(saved._id), saved);
      // Every list and page showing the part: its price, stock and name changed.
      await queryClient.invalidateQueries({
        queryKey: partKeys.all,
        predicate: (query) => query.queryKey[1] !== 'editable',
      });
    },
  });
};
