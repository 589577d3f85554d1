import { and, asc, eq, isNull } from 'drizzle-orm';
import { messages, poishaToTaka, type EditablePart } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { fitments, parts, vehicles } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';

/** A fitment row as the catalogue file and the edit form write it: `make|model|variant|yearFrom-yearTo`. */
export const fitmentText = (row: { make: string; model: string; variant: string; yearFrom: number; yearTo: number }) =>
  `${row.make}|${row.model}|${row.variant}|${row.yearFrom}-${row.yearTo}`;

/** `GET /api/admin/parts/{id}`: a part on sale as the edit form shows it, with the version it edits. */
export async function getEditablePart(db: Db, id: string): Promise<EditablePart> {
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  const [part] = await db
    .select()
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)));
  if (!part) throw notFound(messages.partNotFound);
  const fitment = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      variant: vehicles.variant,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
    })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(eq(fitments.partId, id))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.variant), asc(fitments.yearFrom));
  return {
    _id: part.id,
    name: part.name,
    nameBn: part.nameBn,
    description: part.description,
    descriptionBn: part.descriptionBn,
    price: poishaToTaka(part.pricePoisha),
    minimumOrder: part.minimumOrder,
    availableQuantity: part.availableQuantity,
    lowStockThreshold: part.lowStockThreshold,
    isLowStock: part.isLowStock ?? part.availableQuantity <= part.lowStockThreshold,
    img: part.img,
    sku: part.sku,
    category: part.category,
    oemNumbers: part.oemNumbers,
    replaces: part.replaces,
    fitment: fitment.map(fitmentText),
    updatedAt: part.updatedAt.toISOString(),
  };
}
