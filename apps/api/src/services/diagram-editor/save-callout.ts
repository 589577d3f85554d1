import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type CalloutInput, calloutInputSchema, diagramEditorMessages } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies, assemblyCallouts, parts } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { type AssemblyKey, findEditorAssemblyId } from './find-editor-assembly.js';

type SavedCallout = { id: number };

/**
 * Places a callout on an assembly's drawing (`calloutId` null) or changes one: its part by SKU (a
 * part on sale), its number (a new or changed one no other callout of the drawing has), place,
 * quantity, years and note. The assembly's `updated_at` moves on, so its drawing's address changes with the edit.
 */
export async function saveCallout(
  db: Db,
  key: AssemblyKey,
  calloutId: number | null,
  input: CalloutInput,
): Promise<SavedCallout> {
  const callout = calloutInputSchema.parse(input);
  const assemblyId = await findEditorAssemblyId(db, key);
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: parts.id })
      .from(parts)
      .where(and(eq(parts.sku, callout.sku), isNull(parts.deletedAt)));
    if (!part) throw notFound(diagramEditorMessages.skuUnknown);
    const [before] =
      calloutId === null
        ? []
        : await tx
            .select({ number: assemblyCallouts.number })
            .from(assemblyCallouts)
            .where(and(eq(assemblyCallouts.id, calloutId), eq(assemblyCallouts.assemblyId, assemblyId)));
    if (calloutId !== null && !before) throw notFound(diagramEditorMessages.calloutNotFound);
    // A number the callouts file gave two rows (one part per range of years, ADR 049) stays as it
    // is when one of them is moved; a new number must be free.
    const isRenumbered = before?.number !== callout.number;
    const [taken] = await tx
      .select({ id: assemblyCallouts.id })
      .from(assemblyCallouts)
      .where(
        and(
          eq(assemblyCallouts.assemblyId, assemblyId),
          eq(assemblyCallouts.number, callout.number),
          calloutId === null ? undefined : ne(assemblyCallouts.id, calloutId),
        ),
      )
      .limit(1);
    if (taken && isRenumbered) throw conflict(diagramEditorMessages.numberTaken);
    const values = {
      number: callout.number,
      x: callout.x,
      y: callout.y,
      partId: part.id,
      quantity: callout.quantity,
      yearFrom: callout.yearFrom,
      yearTo: callout.yearTo,
      note: callout.note,
    };
    const [saved] =
      calloutId === null
        ? await tx
            .insert(assemblyCallouts)
            .values({ assemblyId, ...values })
            .returning({ id: assemblyCallouts.id })
        : await tx
            .update(assemblyCallouts)
            .set(values)
            .where(and(eq(assemblyCallouts.id, calloutId), eq(assemblyCallouts.assemblyId, assemblyId)))
            .returning({ id: assemblyCallouts.id });
    if (!saved) throw notFound(diagramEditorMessages.calloutNotFound);
    await tx
      .update(assemblies)
      .set({ updatedAt: sql`now()` })
      .where(eq(assemblies.id, assemblyId));
    return saved;
  });
}
