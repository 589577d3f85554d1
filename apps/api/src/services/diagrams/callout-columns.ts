import { assemblyCallouts } from '../../db/schema.js';

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
