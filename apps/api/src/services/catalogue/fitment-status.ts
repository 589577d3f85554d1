import { sql, type SQL } from 'drizzle-orm';
import type { FitmentStatus } from '@motoforge/contract';
import { fitments, parts } from '../../db/schema.js';

/** A vehicle and one of its model years: the rider's current bike, or a list's `bike=` filter. */
export type BikeYear = { vehicleId: number; year: number };

/** True for a part with a fitment row for the vehicle that covers the year. */
export function fitsBike(bike: BikeYear): SQL {
  return sql`exists (select 1 from ${fitments} where ${fitments.partId} = ${parts.id}
    and ${fitments.vehicleId} = ${bike.vehicleId}
    and ${fitments.yearFrom} <= ${bike.year} and ${fitments.yearTo} >= ${bike.year})`;
}

/**
 * Whether each part fits the rider's current bike, worked out in the query. Fails closed: a part
 * with fitment rows none of which covers the bike does not fit; one with none is not listed.
 */
export function fitmentStatusOf(bike: BikeYear | null): SQL<FitmentStatus | null> {
  if (!bike) return sql<null>`null`;
  return sql<FitmentStatus>`case
    when ${fitsBike(bike)} then 'fits'
    when exists (select 1 from ${fitments} where ${fitments.partId} = ${parts.id}) then 'does-not-fit'
    else 'not-listed' end`;
}
