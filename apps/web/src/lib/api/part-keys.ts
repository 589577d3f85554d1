/**
 * The catalogue's query keys (GET /api/parts…, GET /api/purchase/{id}): every list and part sits
 * under `all`, so one invalidation of `all` refreshes every stock figure and fitment line. The shop,
 * the back office, the purchase page and the server's prefetch (entry-server.tsx) all read these.
 */
export const partKeys = {
  all: ['parts'] as const,
  /** GET /api/parts?…: one page of a search, its parameters as the URL gives them. */
  page: (query: Record<string, string>) => [...partKeys.all, 'page', query] as const,
  /** GET /api/parts/{id}: the public part page's part, with its fitment. */
  catalogueItem: (id: string) => [...partKeys.all, 'item', id] as const,
  /** GET /api/parts/{id}/successor: the part on sale that replaces a removed one. */
  successor: (id: string) => [...partKeys.all, 'successor', id] as const,
  /** GET /api/vehicles/{id}/assemblies: a bike's parts diagrams. */
  assemblies: (vehicleId: number) => [...partKeys.all, 'assemblies', vehicleId] as const,
  /** GET /api/vehicles/{id}/assemblies/{slug}: one diagram, its parts with their fitment. */
  assembly: (vehicleId: number, slug: string) => [...partKeys.all, 'assemblies', vehicleId, slug] as const,
  /** GET /api/admin/diagrams: a page of the back office's list of diagrams. */
  editorAssemblies: (search: { vehicle?: number; page: number }) =>
    [...partKeys.all, 'editor-assemblies', 'list', search] as const,
  /** GET /api/admin/vehicles/{id}/assemblies/{slug}: one diagram in the back office's editor. */
  editorAssembly: (vehicleId: number, slug: string) => [...partKeys.all, 'editor-assemblies', vehicleId, slug] as const,
  /** GET /api/parts/{id}/assemblies: the diagrams a part appears in. */
  partAssemblies: (id: string) => [...partKeys.all, 'part-assemblies', id] as const,
  /** GET /api/purchase/{id}: the part a customer is about to order. */
  detail: (id: string) => [...partKeys.all, id] as const,
  /** GET /api/admin/parts/{id}: the back office's editable record of a part. */
  editable: (id: string) => [...partKeys.all, 'editable', id] as const,
  /** GET /api/part/{id}/restocks: a page of a part's restock log. */
  restocks: (id: string, page: number) => [...partKeys.all, 'restocks', id, page] as const,
  /** GET /api/admin/low-stock: a page of the parts low on stock. */
  lowStock: (page: number) => [...partKeys.all, 'low-stock', page] as const,
};
