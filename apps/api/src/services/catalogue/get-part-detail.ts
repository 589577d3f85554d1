import { and, asc, eq, isNull } from 'drizzle-orm';
import { messages, type PartDetail } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, fitments, parts, vehicles } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { isUuid } from '../ids.js';
import { byVehicleName, vehicleNameColumns } from '../vehicle-columns.js';
import type { BikeYear } from './fitment-status.js';
import { catalogueItemColumns, toCatalogueItem } from './to-catalogue-item.js';

/** `GET /api/parts/{id}`: a part on sale, its category's name (also in Bangla) and the vehicles it fits. */
export async function getPartDetail(db: Db, id: string, currentBike: BikeYear | null): Promise<PartDetail> {
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  const [part] = await db
    .select({
      ...catalogueItemColumns(currentBike),
      categoryName: categories.name,
      categoryNameBn: categories.nameBn,
    })
    .from(parts)
    .innerJoin(categories, eq(categories.slug, parts.category))
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)));
  if (!part) throw notFound(messages.partNotFound);
  const fitment = await db
    .select({
      vehicleId: fitments.vehicleId,
      ...vehicleNameColumns,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
      note: fitments.note,
    })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(eq(fitments.partId, id))
    .orderBy(...byVehicleName, asc(fitments.yearFrom));
  return { ...toCatalogueItem(part), categoryName: part.categoryName, categoryNameBn: part.categoryNameBn, fitment };
}
