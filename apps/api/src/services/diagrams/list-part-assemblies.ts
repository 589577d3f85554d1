import { asc, eq, min } from 'drizzle-orm';
import type { PartAssembly } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, vehicles } from '../../db/schema.js';
import { isUuid } from '../ids.js';
import { byVehicleName } from '../vehicle-columns.js';
import { assemblyWithBikeColumns } from './callout-columns.js';

/** `GET /api/parts/{id}/assemblies`: the diagrams a part appears in, by vehicle, with its number on each. */
export async function listPartAssemblies(db: Db, partId: string): Promise<PartAssembly[]> {
  if (!isUuid(partId)) return [];
  return db
    .select({
      ...assemblyWithBikeColumns,
      number: min(assemblyCallouts.number).mapWith(Number),
    })
    .from(assemblyCallouts)
    .innerJoin(assemblies, eq(assemblies.id, assemblyCallouts.assemblyId))
    .innerJoin(vehicles, eq(vehicles.id, assemblies.vehicleId))
    .where(eq(assemblyCallouts.partId, partId))
    .groupBy(assemblies.id, vehicles.id)
    .orderBy(...byVehicleName, asc(assemblies.position));
}
