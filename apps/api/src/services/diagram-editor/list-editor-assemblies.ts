import { asc, count, eq } from 'drizzle-orm';
import type { EditorAssemblyList, EditorAssemblyListQuery } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, vehicles } from '../../db/schema.js';
import { assemblyWithBikeColumns } from '../diagrams/callout-columns.js';
import { byVehicleName } from '../vehicle-columns.js';

/**
 * `GET /api/admin/diagrams`: a page of the assemblies, of one bike or of every bike by its name,
 * each with how many callouts it has. A large catalogue has thousands (five for each bike): the
 * page never carries them all.
 */
export async function listEditorAssemblies(
  db: Db,
  { vehicle, page, pageSize }: EditorAssemblyListQuery,
): Promise<EditorAssemblyList> {
  const where = vehicle === undefined ? undefined : eq(assemblies.vehicleId, vehicle);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        ...assemblyWithBikeColumns,
        callouts: count(assemblyCallouts.id),
      })
      .from(assemblies)
      .innerJoin(vehicles, eq(vehicles.id, assemblies.vehicleId))
      .leftJoin(assemblyCallouts, eq(assemblyCallouts.assemblyId, assemblies.id))
      .where(where)
      .groupBy(assemblies.id, vehicles.id)
      .orderBy(...byVehicleName, asc(assemblies.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(assemblies).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page, pageSize };
}
