import { assemblies, assemblyCallouts } from '../../db/schema.js';
import { vehicleNameColumns } from '../vehicle-columns.js';
import { drawingUrl } from './drawing-url.js';

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

/** An assembly named with its bike, as the part page's diagrams and the editor's list read it (with the vehicles join). */
export const assemblyWithBikeColumns = {
  vehicleId: assemblies.vehicleId,
  ...vehicleNameColumns,
  slug: assemblies.slug,
  name: assemblies.name,
  nameBn: assemblies.nameBn,
};

/** An assembly as the rider's diagram and the editor both answer it, from a row of assemblyColumns. */
export function assemblyFieldsOf(row: {
  vehicleId: number;
  slug: string;
  name: string;
  nameBn: string;
  drawingUrl: string;
  width: number;
  height: number;
  updatedAt: Date;
}) {
  return {
    vehicleId: row.vehicleId,
    slug: row.slug,
    name: row.name,
    nameBn: row.nameBn,
    drawing: drawingUrl(row),
    width: row.width,
    height: row.height,
  };
}

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
