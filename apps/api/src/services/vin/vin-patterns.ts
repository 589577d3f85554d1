import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  matchVehicle,
  vinMessages,
  type AddVinPattern,
  type VinPattern,
  type VinPatternList,
  type VinUnknownList,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { vehicles, vinPatterns, vinUnknowns } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';

/** How many unknown numbers the admin's log shows, the most recent first. */
export const VIN_UNKNOWNS_SHOWN = 200;

const patternColumns = {
  id: vinPatterns.id,
  wmi: vinPatterns.wmi,
  descriptor: vinPatterns.descriptor,
  vehicleId: vinPatterns.vehicleId,
  make: vehicles.make,
  model: vehicles.model,
  variant: vehicles.variant,
};

/** A page of the admin's patterns, by maker code and descriptor (then id, so pages never overlap). */
export async function listVinPatterns(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<VinPatternList> {
  const [patterns, [counted]] = await Promise.all([
    db
      .select(patternColumns)
      .from(vinPatterns)
      .innerJoin(vehicles, eq(vehicles.id, vinPatterns.vehicleId))
      .orderBy(asc(vinPatterns.wmi), asc(vinPatterns.descriptor), asc(vinPatterns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(vinPatterns),
  ]);
  return { patterns, total: counted?.total ?? 0, page, pageSize };
}

/**
 * The make another pattern gives a maker code, if one does: a maker code is one maker's, so every
 * pattern of it must name a vehicle of that make.
 */
export async function makeOfWmi(db: Db, wmi: string, exceptPatternIds: number[] = []): Promise<string | undefined> {
  const [other] = await db
    .select({ make: vehicles.make })
    .from(vinPatterns)
    .innerJoin(vehicles, eq(vehicles.id, vinPatterns.vehicleId))
    .where(and(eq(vinPatterns.wmi, wmi), ...exceptPatternIds.map((id) => ne(vinPatterns.id, id))))
    .limit(1);
  return other?.make;
}

/** Adds a pattern (docs/architecture.md#chassis-numbers); the numbers it now names leave the unknown log. */
export async function addVinPattern(db: Db, input: Required<AddVinPattern>): Promise<VinPattern> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, input.vehicleId)).for('key share');
    if (!vehicle) throw badRequest(vinMessages.patternVehicleUnknown);
    const make = await makeOfWmi(tx, input.wmi);
    if (make !== undefined && make !== vehicle.make)
      throw badRequest(vinMessages.patternMakerMismatch(input.wmi, make));
    const [added] = await tx
      .insert(vinPatterns)
      .values({ wmi: input.wmi, descriptor: input.descriptor, vehicleId: vehicle.id })
      .onConflictDoNothing()
      .returning({ id: vinPatterns.id });
    if (!added) throw conflict(vinMessages.patternRepeated);
    await forgetNamedUnknowns(tx, input.wmi);
    return { id: added.id, ...input, make: vehicle.make, model: vehicle.model, variant: vehicle.variant };
  });
}

/**
 * Drops a maker code's logged numbers once the patterns name exactly one vehicle for them: the
 * log lists what is still missing.
 */
export async function forgetNamedUnknowns(tx: Db, wmi: string): Promise<void> {
  const patterns = await tx
    .select({ descriptor: vinPatterns.descriptor, vehicleId: vinPatterns.vehicleId })
    .from(vinPatterns)
    .where(eq(vinPatterns.wmi, wmi));
  const logged = await tx.select().from(vinUnknowns).where(eq(vinUnknowns.wmi, wmi));
  for (const unknown of logged) {
    if (matchVehicle(patterns, unknown.descriptor) === null) continue;
    await tx
      .delete(vinUnknowns)
      .where(and(eq(vinUnknowns.wmi, unknown.wmi), eq(vinUnknowns.descriptor, unknown.descriptor)));
  }
}

/** Removes a pattern. */
export async function removeVinPattern(db: Db, id: number): Promise<void> {
  const removed = await db.delete(vinPatterns).where(eq(vinPatterns.id, id)).returning({ id: vinPatterns.id });
  if (removed.length === 0) throw notFound(vinMessages.patternNotFound);
}

/** The unknown-number log, the most recently met first. */
export async function listVinUnknowns(db: Db): Promise<VinUnknownList> {
  const rows = await db
    .select()
    .from(vinUnknowns)
    .orderBy(desc(vinUnknowns.lastSeenAt), asc(vinUnknowns.wmi), asc(vinUnknowns.descriptor))
    .limit(VIN_UNKNOWNS_SHOWN);
  return { unknowns: rows.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() })) };
}
