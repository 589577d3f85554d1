import { and, eq } from 'drizzle-orm';
import { garageCookieIn } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes, vehicles } from '../../db/schema.js';
import { vehicleNameColumns } from '../vehicle-columns.js';
import { readGuestBikes, type NamedBike } from './guest-garage.js';

/**
 * The bike whose fitment the catalogue shows: a signed-in rider's current garage bike, or the
 * current bike of a guest's garage cookie (its first real bike). An entry naming a vehicle that does
 * not exist, or a year it was not made in, names no bike and is dropped, as GET /api/garage drops
 * it: fitment fails closed, never on the client's word.
 */
export async function currentBike(
  db: Db,
  rider: { userId: string | null; cookies: string | undefined },
): Promise<NamedBike | null> {
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
