import { asc, eq } from 'drizzle-orm';
import type { AssemblySummary } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies } from '../../db/schema.js';

/** `GET /api/vehicles/{id}/assemblies`: the vehicle's assemblies in its order; none for an unknown vehicle. */
export function listAssemblies(db: Db, vehicleId: number): Promise<AssemblySummary[]> {
  return db
    .select({ slug: assemblies.slug, name: assemblies.name, nameBn: assemblies.nameBn })
    .from(assemblies)
    .where(eq(assemblies.vehicleId, vehicleId))
    .orderBy(asc(assemblies.position), asc(assemblies.slug));
}
