import {
  EDITOR_ASSEMBLIES_PAGE_SIZE,
  type CalloutInput,
  type DrawingInput,
  type EditorAssembly,
  type EditorAssemblyList,
  type NewAssembly,
  type NewAssemblyInput,
} from '@motoforge/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partKeys } from '@/lib/api/part-keys';

/** The back office's diagram editor (docs/product.md#parts-diagrams): its calls under /api/admin. */
const editorPath = (vehicleId: number, slug: string) =>
  `/admin/vehicles/${vehicleId}/assemblies/${encodeURIComponent(slug)}`;

/** GET /api/admin/diagrams (admin): a page of the diagrams, one bike's or every bike's; the page before stays while the next loads. */
export const useEditorAssemblies = (search: { vehicle?: number; page: number }) =>
  useQuery({
    queryKey: partKeys.editorAssemblies(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(search.page), pageSize: String(EDITOR_ASSEMBLIES_PAGE_SIZE) });
      if (search.vehicle) query.set('vehicle', String(search.vehicle));
      return apiRequest<EditorAssemblyList>(`/admin/diagrams?${query.toString()}`, { signal, isAuthenticated: true });
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/vehicles/{id}/assemblies/{slug} (admin): the drawing and every callout. */
export const useEditorAssembly = (vehicleId: number, slug: string) =>
  useQuery(
    queryOptions({
      queryKey: partKeys.editorAssembly(vehicleId, slug),
      queryFn: ({ signal }) =>
        apiRequest<EditorAssembly>(editorPath(vehicleId, slug), { signal, isAuthenticated: true }),
    }),
  );

type CalloutChange =
  | { kind: 'place'; callout: CalloutInput }
  | { kind: 'change'; id: number; callout: CalloutInput }
  | { kind: 'remove'; id: number };

/**
 * POST, PUT or DELETE one callout (admin). Every diagram key lies under the catalogue's `all`, so the
 * rider's page of this diagram and the back office's list refresh too.
 */
export const useChangeCallout = (vehicleId: number, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CalloutChange) => {
      const path = `${editorPath(vehicleId, slug)}/callouts`;
      if (change.kind === 'place') {
        return apiRequest<{ id: number }>(path, { method: 'POST', body: change.callout, isAuthenticated: true });
      }
      if (change.kind === 'change') {
        return apiRequest<{ id: number }>(`${path}/${change.id}`, {
          method: 'PUT',
          body: change.callout,
          isAuthenticated: true,
        });
      }
      return apiRequest<null>(`${path}/${change.id}`, { method: 'DELETE', isAuthenticated: true });
    },
    onSettled: async (_answer, error, change) => {
      await queryClient.invalidateQueries({ queryKey: partKeys.all });
      // A moved callout is where the server now has it, whatever a refetch that crossed the save
      // answered: the editor drops its own copy of the position when this settles.
      if (error || change.kind !== 'change') return;
      queryClient.setQueryData<EditorAssembly>(partKeys.editorAssembly(vehicleId, slug), (assembly) =>
        assembly
          ? {
              ...assembly,
              callouts: assembly.callouts.map((callout) =>
                callout.id === change.id ? { ...callout, x: change.callout.x, y: change.callout.y } : callout,
              ),
            }
          : assembly,
      );
    },
  });
};

/** PUT /api/admin/vehicles/{id}/assemblies/{slug}/drawing (admin): the drawing replaced. */
export const useSaveDrawing = (vehicleId: number, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (drawing: DrawingInput) =>
      apiRequest<null>(`${editorPath(vehicleId, slug)}/drawing`, {
        method: 'PUT',
        body: drawing,
        isAuthenticated: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
};

/** POST /api/admin/vehicles/{id}/assemblies (admin): a new assembly of the bike, with its drawing. */
export const useCreateAssembly = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, assembly }: { vehicleId: number; assembly: NewAssemblyInput }) =>
      apiRequest<NewAssembly>(`/admin/vehicles/${vehicleId}/assemblies`, {
        method: 'POST',
        body: assembly,
        isAuthenticated: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.all }),
  });
};
