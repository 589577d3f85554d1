import { and, asc, eq } from 'drizzle-orm';
import { type EditorAssembly, messages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, parts, vehicles } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { assemblyColumns, assemblyFieldsOf, calloutColumns } from '../diagrams/callout-columns.js';
import { vehicleNameColumns } from '../vehicle-columns.js';
import type { AssemblyKey } from './find-editor-assembly.js';

/**
 * `GET /api/admin/vehicles/{id}/assemblies/{slug}`: the drawing and every callout with its id and
 * its part's SKU, a part no longer sold included (the rider's page leaves those out).
 */
export async function getEditorAssembly(db: Db, { vehicleId, slug }: AssemblyKey): Promise<EditorAssembly> {
  const [assembly] = await db
    .select({ ...assemblyColumns, ...vehicleNameColumns })
    .from(assemblies)
    .innerJoin(vehicles, eq(vehicles.id, assemblies.vehicleId))
    .where(and(eq(assemblies.vehicleId, vehicleId), eq(assemblies.slug, slug)));
  if (!assembly) throw notFound(messages.notFound);
  const callouts = await db
    .select({
      id: assemblyCallouts.id,
      ...calloutColumns,
      sku: parts.sku,
      partName: parts.name,
    })
    .from(assemblyCallouts)
    .innerJoin(parts, eq(parts.id, assemblyCallouts.partId))
    .where(eq(assemblyCallouts.assemblyId, assembly.id))
    .orderBy(asc(assemblyCallouts.number), asc(assemblyCallouts.id));
  return {
    ...assemblyFieldsOf(assembly),
    make: assembly.make,
    makeBn: assembly.makeBn,
    model: assembly.model,
    modelBn: assembly.modelBn,
    variant: assembly.variant,
    variantBn: assembly.variantBn,
    callouts,
  };
}
