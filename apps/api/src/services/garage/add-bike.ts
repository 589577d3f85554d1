import { and, eq } from 'drizzle-orm';
import {
  catalogueMessages,
  GARAGE_BIKES_MAX,
  isModelYear,
  readVin,
  vinMessages,
  type AddBike,
  type Garage,
  type GarageBike,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes, vehicles } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { ownedBy } from '../access.js';
import { vehicleNameColumns, vehicleNameOf } from '../vehicle-columns.js';
import { patternsOf } from '../vin/decode-vin.js';
import { changeAccountGarage, makeCurrentBike, readAccountGarage } from './account-garage.js';
import type { GarageActor } from './garage-actor.js';
import { bikeIdOf, readGuestBikes, toGuestGarage, type NamedBike } from './guest-garage.js';

export type AddedBike = {
  bike: GarageBike;
  /** False when the garage held the bike already: it was only made current. */
  isNew: boolean;
  garage: Garage;
};

/**
 * The bike `input` names, if its vehicle exists and was made that year. Its row stays locked
 * against deletion until the caller's transaction ends, so the bike cannot lose its vehicle
 * between this check and its insert.
 */
async function checkedBike(db: Db, input: AddBike): Promise<NamedBike & { vin: string | null }> {
  const [vehicle] = await db
    .select({
      ...vehicleNameColumns,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .where(eq(vehicles.id, input.vehicleId))
    .for('key share');
  if (!vehicle) throw badRequest(catalogueMessages.vehicleInvalid);
  if (!isModelYear(vehicle, input.year)) throw badRequest(catalogueMessages.yearInvalid);
  const vin = input.vin === undefined ? null : await checkedVin(db, input.vin, vehicle.make, input.year);
  return { vehicleId: input.vehicleId, year: input.year, ...vehicleNameOf(vehicle), vin };
}

/**
 * A chassis number given with a bike, as it is kept: it must read as one (else its message), and
 * be of the bike's maker and model year, so a rider's bike never carries another bike's number.
 */
async function checkedVin(db: Db, typed: string, make: string, year: number): Promise<string> {
  const read = readVin(typed, new Date());
  if (!read.isRead) throw badRequest(read.message);
  const [pattern] = await patternsOf(db, read.reading.wmi);
  if (pattern?.make !== make || read.reading.year !== year) throw badRequest(vinMessages.vinBikeMismatch);
  return read.reading.vin;
}

/**
 * Saves a bike to the garage as the current bike (the bike picker's choice, docs/product.md#catalogue). A bike
 * the garage holds already is made current, never added twice; a new one needs room under
 * GARAGE_BIKES_MAX.
 */
export async function addBike(db: Db, input: AddBike, actor: GarageActor): Promise<AddedBike> {
  if (actor.kind === 'guest') {
    // A guest's garage is the cookie, which holds no chassis number.
    const { vin: _vin, ...bike } = await checkedBike(db, input);
    const held = await readGuestBikes(db, actor.cookieBikes);
    const others = held.filter((known) => bikeIdOf(known) !== bikeIdOf(bike));
    const isNew = others.length === held.length;
    if (isNew && held.length >= GARAGE_BIKES_MAX) throw badRequest(catalogueMessages.garageFull);
    const garage = toGuestGarage([bike, ...others]);
    const [added] = garage.bikes;
    if (!added) throw new Error('the added bike is not in the garage');
    return { bike: added, isNew, garage };
  }

  const { user } = actor;
  return changeAccountGarage(db, user, async (tx) => {
    const { vin } = await checkedBike(tx, input);
    const held = await tx
      .select({ id: garageBikes.id, vehicleId: garageBikes.vehicleId, year: garageBikes.year })
      .from(garageBikes)
      .where(ownedBy(garageBikes.userId, user));
    const same = held.find((bike) => bike.vehicleId === input.vehicleId && bike.year === input.year);
    if (same) {
      await makeCurrentBike(tx, user, same.id);
      if (vin !== null)
        await tx
          .update(garageBikes)
          .set({ vin })
          .where(and(ownedBy(garageBikes.userId, user), eq(garageBikes.id, same.id)));
    } else {
      if (held.length >= GARAGE_BIKES_MAX) throw badRequest(catalogueMessages.garageFull);
      await tx
        .update(garageBikes)
        .set({ current: false })
        .where(and(ownedBy(garageBikes.userId, user), eq(garageBikes.current, true)));
      await tx
        .insert(garageBikes)
        .values({ userId: user.id, vehicleId: input.vehicleId, year: input.year, current: true, vin });
    }
    const garage = await readAccountGarage(tx, user);
    const bike = garage.bikes.find((known) => known.id === bikeIdOf(input));
    if (!bike) throw new Error('the added bike is not in the garage');
    return { bike, isNew: !same, garage };
  });
}
