import { and, eq, sql } from 'drizzle-orm';
import { diagramEditorMessages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { type AssemblyKey, findEditorAssemblyId } from './find-editor-assembly.js';

/** Takes a callout off an assembly's drawing; 404 when it is not on that drawing. */
export async function removeCallout(db: Db, key: AssemblyKey, calloutId: number): Promise<void> {
  const assemblyId = await findEditorAssemblyId(db, key);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(assemblyCallouts)
      .where(and(eq(assemblyCallouts.id, calloutId), eq(assemblyCallouts.assemblyId, assemblyId)))
      .returning({ id: assemblyCallouts.id });
    if (removed.length === 0) throw notFound(diagramEditorMessages.calloutNotFound);
    await tx
      .update(assemblies)
      .set({ updatedAt: sql`now()` })
      .where(eq(assemblies.id, assemblyId));
  });
}
