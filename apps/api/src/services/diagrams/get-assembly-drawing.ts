import { and, eq } from 'drizzle-orm';
import { messages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

/** An assembly's drawing kept as SVG text; not found when it has none (its drawing is an uploaded image). */
export async function getAssemblyDrawing(db: Db, { vehicleId, slug }: { vehicleId: number; slug: string }) {
  const [assembly] = await db
    .select({ svg: assemblies.drawingSvg, updatedAt: assemblies.updatedAt })
    .from(assemblies)
    .where(and(eq(assemblies.vehicleId, vehicleId), eq(assemblies.slug, slug)));
  if (!assembly?.svg) throw notFound(messages.notFound);
  return assembly;
}
