import { assemblyDrawingPath } from '@motoforge/contract';

/**
 * Where the page finds an assembly's drawing: the uploaded image's URL, or the SVG kept as text,
 * served by the API as an image (never inline in a page: docs/decisions/049-parts-diagrams.md).
 * The version makes each edit a new address, so the drawing can be kept by the browser for long.
 */
export function drawingUrl(assembly: { vehicleId: number; slug: string; drawingUrl: string; updatedAt: Date }): string {
  if (assembly.drawingUrl) return assembly.drawingUrl;
  return `/api${assemblyDrawingPath(assembly.vehicleId, assembly.slug)}?v=${assembly.updatedAt.getTime().toString(36)}`;
}
