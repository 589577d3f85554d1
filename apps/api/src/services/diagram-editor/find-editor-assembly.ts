import { and, eq } from 'drizzle-orm';
import { messages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

export type AssemblyKey = { vehicleId: number; slug: string };

/** The id of a vehicle's assembly, or 404: every editor call starts here. */
export async function findEditorAssemblyId(db: Db, { vehicleId, slug }: AssemblyKey): Promise<number> {
  const [assembly] = await db
    .select({ id: assemblies.id })
    .from(assemblies)
    .where(and(eq(assemblies.vehicleId, vehicleId), eq(assemblies.slug, slug)));
  if (!assembly) throw notFound(messages.notFound);
  return assembly.id;
}
