import type { CatalogueItem, FitmentStatus } from '@motoforge/contract';
import { parts } from '../../db/schema.js';
import { fitmentStatusOf, type BikeYear } from './fitment-status.js';
import { toPart } from './to-part.js';

/** The columns a catalogue item is made of, with its fitment for the rider's current bike. */
export function catalogueItemColumns(bike: BikeYear | null) {
  return {
    id: parts.id,
    name: parts.name,
    img: parts.img,
    description: parts.description,
    nameBn: parts.nameBn,
    descriptionBn: parts.descriptionBn,
    pricePoisha: parts.pricePoisha,
    minimumOrder: parts.minimumOrder,
    availableQuantity: parts.availableQuantity,
    sku: parts.sku,
    category: parts.category,
    oemNumbers: parts.oemNumbers,
    replaces: parts.replaces,
    fitsCurrentBike: fitmentStatusOf(bike),
  };
}

/** A row of those columns. */
type CatalogueItemRow = Pick<
  typeof parts.$inferSelect,
  | 'id'
  | 'name'
  | 'img'
  | 'description'
  | 'nameBn'
  | 'descriptionBn'
  | 'pricePoisha'
  | 'minimumOrder'
  | 'availableQuantity'
  | 'sku'
  | 'category'
  | 'oemNumbers'
  | 'replaces'
> & { fitsCurrentBike: FitmentStatus | null };

export function toCatalogueItem(row: CatalogueItemRow): CatalogueItem {
  return {
    ...toPart(row),
    nameBn: row.nameBn,
    descriptionBn: row.descriptionBn,
    sku: row.sku,
    category: row.category,
    oemNumbers: row.oemNumbers,
    replaces: row.replaces,
    fitsCurrentBike: row.fitsCurrentBike,
  };
}
