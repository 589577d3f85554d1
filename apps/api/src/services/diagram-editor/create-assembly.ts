import { eq, sql } from 'drizzle-orm';
import {
  diagramEditorMessages,
  messages,
  type NewAssembly,
  type NewAssemblyInput,
  newAssemblyInputSchema,
  slugOfAssemblyName,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import { assemblies, vehicles } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { drawingValuesOf } from './save-drawing.js';

/**
 * `POST /api/admin/vehicles/{id}/assemblies`: a new assembly at the end of the bike's list, with
 * its drawing, its address made from its English name (docs/product.md#parts-diagrams). Two
 * assemblies of one bike cannot share an address: the second is refused (409), even when two
 * admins add it at once (the unique index decides).
 */
export async function createAssembly(db: Db, vehicleId: number, input: NewAssemblyInput): Promise<NewAssembly> {
  const { name, nameBn, drawing } = newAssemblyInputSchema.parse(input);
  const values = drawingValuesOf(drawing);
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound(messages.notFound);
  const slug = slugOfAssemblyName(name);
  try {
    await db.insert(assemblies).values({
      vehicleId,
      slug,
      name,
      nameBn,
      position: sql`(select coalesce(max(${assemblies.position}), 0) + 1 from ${assemblies} where ${assemblies.vehicleId} = ${vehicleId})`,
      ...values,
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(diagramEditorMessages.assemblyNameTaken);
    throw error;
  }
  return { vehicleId, slug };
}
