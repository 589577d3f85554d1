import type { AddBike, Garage, GarageBike } from '@motoforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { garageKeys } from '@/lib/api/garage-keys';
import { partKeys } from '@/lib/api/part-keys';

/** POST /api/garage: saves a bike and makes it the current one. */
export const addBike = (input: AddBike) =>
  apiRequest<GarageBike>('/garage', { method: 'POST', body: input, isAuthenticated: true });

/** PUT /api/garage/{id}/current */
export const makeBikeCurrent = (id: string) =>
  apiRequest<Garage>(`/garage/${encodeURIComponent(id)}/current`, { method: 'PUT', isAuthenticated: true });

/** DELETE /api/garage/{id} */
export const removeBike = (id: string) =>
  apiRequest<Garage>(`/garage/${encodeURIComponent(id)}`, { method: 'DELETE', isAuthenticated: true });

/**
 * A change of the garage changes which parts fit the current bike: the parts' fitment lines are
 * read again with the garage.
 */
function useGarageMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      if (result && typeof result === 'object' && 'bikes' in result) {
        queryClient.setQueryData(garageKeys.all, result as Garage);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: garageKeys.all }),
        queryClient.invalidateQueries({ queryKey: partKeys.all }),
      ]);
    },
  });
}

export const useAddBike = () => useGarageMutation(addBike);
export const useMakeBikeCurrent = () => useGarageMutation(makeBikeCurrent);
export const useRemoveBike = () => useGarageMutation(removeBike);
