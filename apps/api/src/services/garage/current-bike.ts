import { and, eq, sql } from 'drizzle-orm';
import { garageCookieIn } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes, vehicles } from '../../db/schema.js';
import { vehicleNameColumns } from '../vehicle-columns.js';
import { readGuestBikes, type NamedBike } from './guest-garage.js';

type Rider = { userId: string | null; cookies: string | undefined };

/**
 * The bike whose fitment the catalogue shows: a signed-in rider's current garage bike, or the
 * current bike of a guest's garage cookie (its first real bike). An entry naming a vehicle that does
 * not exist, or a year it was not made in, names no bike and is dropped, as GET /api/garage drops
 * it: fitment fails closed, never on the client's word.
 */
export async function currentBike(db: Db, rider: Rider): Promise<NamedBike | null> {
  if (rider.userId) {
    const [row] = await db
      .select({
        vehicleId: garageBikes.vehicleId,
        year: garageBikes.year,
        ...vehicleNameColumns,
      })
      .from(garageBikes)
      .innerJoin(vehicles, eq(vehicles.id, garageBikes.vehicleId))
      .where(and(eq(garageBikes.userId, rider.userId), eq(garageBikes.current, true)));
    return row ?? null;
  }
  const [current] = await readGuestBikes(db, garageCookieIn(rider.cookies));
  return current ?? null;
}

/** The rider as currentBikeQuery's parameters: a signed-in rider's id, or a guest's cookie bikes in order. */
export function currentBikeParams(rider: Rider) {
  const cookieBikes = rider.userId ? [] : garageCookieIn(rider.cookies);
  return {
    riderId: rider.userId,
    cookieVehicleIds: cookieBikes.map((bike) => bike.vehicleId),
    cookieYears: cookieBikes.map((bike) => bike.year),
  };
}

/**
 * The same bike as currentBike, as a query of at most one row (`vehicle_id`, `year`) that reads
 * currentBikeParams from placeholders of the same names: a statement prepared once can read it
 * together with what depends on it, such as a parts diagram's fitment, in one round trip
 * (docs/decisions/060-parts-diagram-in-one-statement.md). A signed-in rider's is the garage's
 * current bike; a guest's, the first cookie bike whose vehicle was made that year (isModelYear, as
 * readGuestBikes keeps them).
 */
export const currentBikeQuery = sql`(select ${garageBikes.vehicleId}, ${garageBikes.year}, 0::bigint as position
    from ${garageBikes} inner join ${vehicles} on ${vehicles.id} = ${garageBikes.vehicleId}
    where ${garageBikes.userId} = ${sql.placeholder('riderId')} and ${garageBikes.current})
  union all
  (select cookie_bike.vehicle_id, cookie_bike.year, cookie_bike.position
    from unnest(${sql.placeholder('cookieVehicleIds')}::integer[], ${sql.placeholder('cookieYears')}::smallint[])
      with ordinality as cookie_bike (vehicle_id, year, position)
    inner join ${vehicles} on ${vehicles.id} = cookie_bike.vehicle_id
      and cookie_bike.year between ${vehicles.yearFrom} and ${vehicles.yearTo})
  order by position limit 1`;
