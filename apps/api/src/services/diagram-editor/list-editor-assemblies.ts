import { asc, count, eq } from 'drizzle-orm';
import type { EditorAssemblySummary } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, vehicles } from '../../db/schema.js';
import { byVehicleName, vehicleNameColumns } from '../vehicle-columns.js';

/** `GET /api/admin/diagrams`: every assembly, by vehicle, with how many callouts it has. */
export async function listEditorAssemblies(db: Db): Promise<EditorAssemblySummary[]> {
  return db
    .select({
      vehicleId: assemblies.vehicleId,
      ...vehicleNameColumns,
      slug: assemblies.slug,
      name: assemblies.name,
      nameBn: assemblies.nameBn,
      callouts: count(assemblyCallouts.id),
    })
    .from(assemblies)
    .innerJoin(vehicles, eq(vehicles.id, assemblies.vehicleId))
    .leftJoin(assemblyCallouts, eq(assemblyCallouts.assemblyId, assemblies.id))
    .groupBy(assemblies.id, vehicles.id)
    .orderBy(...byVehicleName, asc(assemblies.position));
}
