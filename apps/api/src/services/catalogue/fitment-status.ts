import { sql, type Column, type SQL } from 'drizzle-orm';
import type { FitmentStatus } from '@motoforge/contract';
import { fitments, parts } from '../../db/schema.js';

/** A vehicle and one of its model years: the rider's current bike, or a list's `bike=` filter. */
export type BikeYear = { vehicleId: number; year: number };

/** A bike's vehicle and year as values, or as the columns of a bike read in the same statement. */
type BikeYearOrColumns = BikeYear | { vehicleId: SQL | Column; year: SQL | Column };

/** True for a part with a fitment row for the vehicle that covers the year. */
export function fitsBike(bike: BikeYearOrColumns): SQL {
  return sql`exists (select 1 from ${fitments} where ${fitments.partId} = ${parts.id}
    and ${fitments.vehicleId} = ${bike.vehicleId}
    and ${fitments.yearFrom} <= ${bike.year} and ${fitments.yearTo} >= ${bike.year})`;
}

/**
 * Whether each part fits the rider's current bike, worked out in the query. Fails closed: a part
 * with fitment rows none of which covers the bike does not fit; one with none is not listed.
 */
export function fitmentStatusOf(bike: BikeYearOrColumns | null): SQL<FitmentStatus | null> {
  if (!bike) return sql<null>`null`;
  return sql<FitmentStatus>`case
    when ${fitsBike(bike)} then 'fits'
    when exists (select 1 from ${fitments} where ${fitments.partId} = ${parts.id}) then 'does-not-fit'
    else 'not-listed' end`;
}

/** As fitmentStatusOf, for a bike read in the same statement: null where the rider has no bike. */
export function fitmentStatusOfJoined(bike: {
  vehicleId: SQL | Column;
  year: SQL | Column;
}): SQL<FitmentStatus | null> {
  return sql<FitmentStatus | null>`case when ${bike.vehicleId} is null then null else ${fitmentStatusOf(bike)} end`;
}
