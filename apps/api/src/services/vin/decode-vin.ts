import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  descriptorMatches,
  matchVehicle,
  readVin,
  vinMessages,
  type ReadVin,
  type VinCandidate,
  type VinDecoded,
  type VinUnknownReason,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { vehicles, vinPatterns, vinUnknowns } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { byVehicleName } from '../vehicle-columns.js';

/** At most this many unknown numbers are logged: a caller making up numbers cannot fill the table. */
export const VIN_UNKNOWNS_MAX = 5_000;

const candidateColumns = {
  vehicleId: vehicles.id,
  make: vehicles.make,
  makeBn: vehicles.makeBn,
  model: vehicles.model,
  modelBn: vehicles.modelBn,
  variant: vehicles.variant,
  variantBn: vehicles.variantBn,
  yearFrom: vehicles.yearFrom,
  yearTo: vehicles.yearTo,
};

/** The patterns of a maker code, each with its vehicle's make. */
export function patternsOf(db: Db, wmi: string) {
  return db
    .select({ descriptor: vinPatterns.descriptor, vehicleId: vinPatterns.vehicleId, make: vehicles.make })
    .from(vinPatterns)
    .innerJoin(vehicles, eq(vehicles.id, vinPatterns.vehicleId))
    .where(eq(vinPatterns.wmi, wmi))
    .orderBy(asc(vinPatterns.id));
}

/**
 * Logs a number the patterns could not name, by its maker code and descriptor only (ADR 048): the
 * admin sees which patterns are missing and how often riders meet them.
 */
async function logUnknown(db: Db, { wmi, descriptor }: ReadVin, reason: VinUnknownReason): Promise<void> {
  const seen = { reason, count: sql`${vinUnknowns.count} + 1`, lastSeenAt: sql`now()` };
  const [logged] = await db.select({ count: count() }).from(vinUnknowns);
  if ((logged?.count ?? 0) >= VIN_UNKNOWNS_MAX) {
    await db
      .update(vinUnknowns)
      .set(seen)
      .where(and(eq(vinUnknowns.wmi, wmi), eq(vinUnknowns.descriptor, descriptor)));
    return;
  }
  await db
    .insert(vinUnknowns)
    .values({ wmi, descriptor, reason })
    .onConflictDoUpdate({
      target: [vinUnknowns.wmi, vinUnknowns.descriptor],
      set: seen,
    });
}

/**
 * `POST /api/vin/decode` (docs/architecture.md#chassis-numbers): the maker from characters 1–3, the
 * model year from the 10th, and the vehicle from the admin's patterns. The one vehicle when the
 * patterns name exactly one, made that year; otherwise every model of the maker, and the number is
 * logged for the admin. A malformed number, or one of a maker no pattern knows, is refused (400)
 * with what is wrong.
 */
export async function decodeVin(db: Db, typed: string, today: Date): Promise<VinDecoded> {
  const read = readVin(typed, today);
  if (!read.isRead) throw badRequest(read.message);
  const { reading } = read;
  const patterns = await patternsOf(db, reading.wmi);
  const make = patterns[0]?.make;
  if (make === undefined) {
    await logUnknown(db, reading, 'maker');
    throw badRequest(vinMessages.vinMakerUnknown);
  }

  const models: VinCandidate[] = await db
    .select(candidateColumns)
    .from(vehicles)
    .where(eq(vehicles.make, make))
    .orderBy(...byVehicleName);
  const vehicleId = matchVehicle(patterns, reading.descriptor);
  const vehicle = models.find((model) => model.vehicleId === vehicleId);
  // A pattern naming a vehicle not made that year names the wrong one: the rider chooses.
  const isExact = vehicle !== undefined && vehicle.yearFrom <= reading.year && reading.year <= vehicle.yearTo;
  if (!isExact) {
    const isSeveral = patterns.some(
      (pattern) => pattern.vehicleId !== vehicleId && descriptorMatches(pattern.descriptor, reading.descriptor),
    );
    await logUnknown(db, reading, isSeveral ? 'several' : 'pattern');
  }
  return {
    make,
    makeBn: models[0]?.makeBn ?? '',
    year: reading.year,
    isExact,
    candidates: isExact && vehicle ? [vehicle] : models,
  };
}
