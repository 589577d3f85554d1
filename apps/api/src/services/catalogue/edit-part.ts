import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  backOfficeMessages,
  catalogueFileMessages,
  isMinimumOrderPayable,
  messages,
  normalizePartNumber,
  ownNumbersIn,
  poishaToTaka,
  takaToPoisha,
  type EditablePart,
  type EditPart,
} from '@motoforge/contract';
import type { Db, Tx } from '../../db/client.js';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.js';
import { categories, fitments, parts, vehicles } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { resolveFitment, vehiclesByName } from '../catalogue-file/check-catalogue-file.js';
import { findLiveSkus } from './find-live-skus.js';
import { isUuid } from '../ids.js';
import { getEditablePart } from './get-editable-part.js';

/**
 * `PATCH /api/part/{id}`: changes the fields given, in one transaction with the part's row locked.
 * Refused with 409 when the part was saved since the editor read it (`updatedAt`), or its stock
 * moved when the edit sets the stock, so no one's change is undone unseen (ADR 027). The catalogue
 * cache hears of it from the parts trigger like any other write.
 */
export async function editPart(db: Db, id: string, input: EditPart): Promise<EditablePart> {
  if (!isUuid(id)) throw notFound(messages.partNotFound);
  await db.transaction(async (tx) => {
    const [part] = await tx
      .select()
      .from(parts)
      .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
      .for('update');
    if (!part) throw notFound(messages.partNotFound);
    if (part.updatedAt.getTime() !== Date.parse(input.updatedAt)) throw conflict(backOfficeMessages.productChanged);
    if (input.availableQuantity !== undefined && input.availableQuantityWas !== part.availableQuantity) {
      throw conflict(backOfficeMessages.stockChanged);
    }
    const price = input.price ?? poishaToTaka(part.pricePoisha);
    const minimumOrder = input.minimumOrder ?? part.minimumOrder;
    if (!isMinimumOrderPayable({ price, minimumOrder })) throw badRequest(messages.minimumOrderTooCostly);
    if (input.category !== undefined && input.category !== part.category) {
      const [category] = await tx
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.slug, input.category));
      if (!category) throw badRequest(backOfficeMessages.categoryUnknown);
    }
    if (input.sku !== undefined && input.sku !== part.sku) {
      const [other] = await tx
        .select({ id: parts.id })
        .from(parts)
        .where(and(eq(parts.sku, input.sku), ne(parts.id, id)));
      if (other) throw conflict(backOfficeMessages.skuTaken);
    }
    if (input.fitment !== undefined) await replaceFitment(tx, id, input.fitment);
    if (input.replaces !== undefined || input.sku !== undefined || input.oemNumbers !== undefined) {
      await checkOldNumbers(tx, {
        sku: input.sku ?? part.sku,
        oemNumbers: input.oemNumbers ?? part.oemNumbers,
        replaces: input.replaces ?? part.replaces,
      });
    }

    await tx
      .update(parts)
      .set({
        name: input.name,
        nameBn: input.nameBn,
        description: input.description,
        descriptionBn: input.descriptionBn,
        pricePoisha: input.price === undefined ? undefined : takaToPoisha(input.price),
        minimumOrder: input.minimumOrder,
        availableQuantity: input.availableQuantity,
        lowStockThreshold: input.lowStockThreshold,
        img: input.img,
        sku: input.sku,
        category: input.category,
        oemNumbers: input.oemNumbers,
        replaces: input.replaces,
        // Always later than the version it replaces, even within the same millisecond.
        updatedAt: sql`greatest(clock_timestamp(), ${parts.updatedAt} + interval '1 millisecond')`,
      })
      .where(eq(parts.id, id))
      .catch((error: unknown) => {
        // Another edit took the SKU between the check and the write.
        if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(backOfficeMessages.skuTaken);
        throw error;
      });
  });
  return getEditablePart(db, id);
}

/**
 * A part's old numbers are neither its own SKU or OEM numbers nor the SKU of another part on sale
 * (docs/search.md#old-part-numbers); its own SKU is its own, so it is not counted twice.
 */
async function checkOldNumbers(tx: Tx, part: { sku: string; oemNumbers: string[]; replaces: string[] }) {
  const [own] = ownNumbersIn(part);
  if (own !== undefined) throw badRequest(catalogueFileMessages.oldNumberOwn(own));
  const live = await findLiveSkus(tx, part.replaces);
  const taken = part.replaces.find((entry) => live.has(normalizePartNumber(entry)));
  if (taken !== undefined) throw badRequest(catalogueFileMessages.oldNumberLive(taken));
}

/** The part's fitment becomes the entries given; a row kept with the same years keeps its note. */
async function replaceFitment(tx: Tx, partId: string, entries: EditPart['fitment'] & object) {
  const problems: string[] = [];
  const resolved = resolveFitment(entries, vehiclesByName(await tx.select().from(vehicles)), problems);
  if (problems[0]) throw badRequest(problems[0]);
  const kept = await tx
    .select({
      vehicleId: fitments.vehicleId,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
      note: fitments.note,
    })
    .from(fitments)
    .where(and(eq(fitments.partId, partId), ne(fitments.note, '')));
  const key = (row: { vehicleId: number; yearFrom: number; yearTo: number }) =>
    `${row.vehicleId}:${row.yearFrom}:${row.yearTo}`;
  const noteOf = new Map(kept.map((row) => [key(row), row.note]));
  await tx.delete(fitments).where(eq(fitments.partId, partId));
  if (resolved.length > 0) {
    await tx.insert(fitments).values(resolved.map((row) => ({ partId, ...row, note: noteOf.get(key(row)) ?? '' })));
  }
}
