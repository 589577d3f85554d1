import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Garage, SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes, users, vehicles } from '../../db/schema.js';
import { ownedBy } from '../access.js';
import { vehicleNameColumns } from '../vehicle-columns.js';
import { parseBikeId } from './guest-garage.js';

/** A signed-in rider's garage: the current bike first, then the newest. */
export async function readAccountGarage(db: Db, user: SessionUser): Promise<Garage> {
  const bikes = await db
    .select({
      // The same id a guest's bike has (guest-garage.ts): its vehicle and year.
      id: sql<string>`${garageBikes.vehicleId} || '-' || ${garageBikes.year}`,
      vehicleId: garageBikes.vehicleId,
      year: garageBikes.year,
      ...vehicleNameColumns,
      current: garageBikes.current,
      vin: garageBikes.vin,
    })
    .from(garageBikes)
    .innerJoin(vehicles, eq(vehicles.id, garageBikes.vehicleId))
    .where(ownedBy(garageBikes.userId, user))
    .orderBy(desc(garageBikes.current), desc(garageBikes.createdAt), asc(garageBikes.vehicleId), asc(garageBikes.year));
  // Only the owner's garage is read here (ownedBy), so the number is shown to its owner alone.
  return { bikes: bikes.map(({ vin, ...bike }) => (vin === null ? bike : { ...bike, vin })) };
}

/**
 * Runs `change` in a transaction that holds the rider's account row, so one rider's garage changes
 * one call at a time, from any number of processes: two adds at once can neither both pass the
 * count under GARAGE_BIKES_MAX nor leave two bikes current (the unique indexes stay the backstop).
 */
export function changeAccountGarage<T>(db: Db, user: SessionUser, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    return change(tx);
  });
}

/** Makes the rider's bike `bikeId` their one current bike (the other current one first steps down). */
export async function makeCurrentBike(tx: Db, user: SessionUser, bikeId: string): Promise<void> {
  await tx
    .update(garageBikes)
    .set({ current: false })
    .where(and(ownedBy(garageBikes.userId, user), eq(garageBikes.current, true), ne(garageBikes.id, bikeId)));
  await tx
    .update(garageBikes)
    .set({ current: true })
    .where(and(ownedBy(garageBikes.userId, user), eq(garageBikes.id, bikeId)));
}

/** The row of the rider's bike with id `bikeId` ("12-2021"), locked for the change; null when none. */
export async function findAccountBike(tx: Db, user: SessionUser, bikeId: string): Promise<{ id: string } | null> {
  const key = parseBikeId(bikeId);
  if (!key) return null;
  const [bike] = await tx
    .select({ id: garageBikes.id })
    .from(garageBikes)
    .where(
      and(ownedBy(garageBikes.userId, user), eq(garageBikes.vehicleId, key.vehicleId), eq(garageBikes.year, key.year)),
    );
  return bike ?? null;
}
