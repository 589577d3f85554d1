import { assemblies, assemblyCallouts } from '../../db/schema.js';

/** An assembly's own columns and its drawing, as the rider's diagram and the editor both read them. */
export const assemblyColumns = {
  id: assemblies.id,
  vehicleId: assemblies.vehicleId,
  slug: assemblies.slug,
  name: assemblies.name,
  nameBn: assemblies.nameBn,
  drawingUrl: assemblies.drawingUrl,
  width: assemblies.drawingWidth,
  height: assemblies.drawingHeight,
  updatedAt: assemblies.updatedAt,
};

/** A callout's own columns, as the rider's diagram and the back office's editor both read them. */
export const calloutColumns = {
  number: assemblyCallouts.number,
  x: assemblyCallouts.x,
  y: assemblyCallouts.y,
  quantity: assemblyCallouts.quantity,
  yearFrom: assemblyCallouts.yearFrom,
  yearTo: assemblyCallouts.yearTo,
  note: assemblyCallouts.note,
};
