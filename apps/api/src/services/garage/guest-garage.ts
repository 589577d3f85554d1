import { inArray } from 'drizzle-orm';
import { isModelYear, type CookieBike, type Garage, type VehicleName } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { vehicleNameColumns, vehicleNameOf } from '../vehicle-columns.js';

export type NamedBike = CookieBike & VehicleName;

/**
 * A bike's id is its vehicle and year, "12-2021", for a guest (whose bike has no row) and a
 * signed-in rider alike (one rider keeps a vehicle and year once): a page rendered on the server
 * from the garage cookie names the bikes as the account does.
 */
export const bikeIdOf = (bike: CookieBike): string => `${bike.vehicleId}-${bike.year}`;

/** The vehicle and year a bike id names, or null for an id no bike can have. */
export function parseBikeId(id: string): CookieBike | null {
  const match = /^([1-9]\d{0,8})-(\d{4})$/.exec(id);
  return match ? { vehicleId: Number(match[1]), year: Number(match[2]) } : null;
}

/**
 * The bikes of a guest's garage cookie that name a vehicle that exists, in a year it was made, in
 * the cookie's order (the current bike first). Anything else in the cookie is dropped: the cookie
 * is the browser's to write, so it is never taken on its word.
 */
export async function readGuestBikes(db: Db, cookieBikes: CookieBike[]): Promise<NamedBike[]> {
  if (cookieBikes.length === 0) return [];
  const rows = await db
    .select({
      id: vehicles.id,
      ...vehicleNameColumns,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .where(
      inArray(
        vehicles.id,
        cookieBikes.map((bike) => bike.vehicleId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cookieBikes.flatMap(({ vehicleId, year }) => {
    const vehicle = byId.get(vehicleId);
    if (!vehicle || !isModelYear(vehicle, year)) return [];
    return [{ vehicleId, year, ...vehicleNameOf(vehicle) }];
  });
}

/**
 * A guest's garage from their bikes in cookie order: the first is current. A cookie keeps no dates,
 * so "newest" is the cookie's order: a bike moves to the front when it is added or made current.
 */
export function toGuestGarage(bikes: NamedBike[]): Garage {
  return {
    bikes: bikes.map((bike, index) => ({
      id: bikeIdOf(bike),
      vehicleId: bike.vehicleId,
      year: bike.year,
      ...vehicleNameOf(bike),
      current: index === 0,
    })),
  };
}
