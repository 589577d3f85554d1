import { eq, inArray } from 'drizzle-orm';
import {
  businessAccountMessages,
  groupPriceMessages,
  poishaToTaka,
  takaToPoisha,
  type CustomerGroup,
  type GroupPricesInput,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, customerGroupBreaks, customerGroupDiscounts, customerGroups, parts } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';

const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** GET /api/admin/customer-groups/{id} (admin): the group with its rules, as its form edits them. */
export async function getCustomerGroup(db: Db, id: string): Promise<CustomerGroup> {
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, id));
  if (!group) throw notFound(businessAccountMessages.groupNotFound);
  const [discounts, breaks] = await Promise.all([
    db
      .select({
        category: customerGroupDiscounts.category,
        sku: parts.sku,
        basisPoints: customerGroupDiscounts.basisPoints,
      })
      .from(customerGroupDiscounts)
      .leftJoin(parts, eq(parts.id, customerGroupDiscounts.partId))
      .where(eq(customerGroupDiscounts.groupId, id))
      .orderBy(customerGroupDiscounts.category, parts.sku),
    db
      .select()
      .from(customerGroupBreaks)
      .where(eq(customerGroupBreaks.groupId, id))
      .orderBy(customerGroupBreaks.minQuantity),
  ]);
  return {
    id: group.id,
    name: group.name,
    nameBn: group.nameBn,
    minimumOrder: poishaToTaka(group.minimumOrderPoisha),
    discounts: discounts.map((rule) => ({
      category: rule.category ?? '',
      sku: rule.sku ?? '',
      percent: rule.basisPoints / 100,
    })),
    breaks: breaks.map((rule) => ({ minQuantity: rule.minQuantity, percent: rule.basisPoints / 100 })),
  };
}

/**
 * PUT /api/admin/customer-groups/{id}/prices (admin): the group's minimum order value, discounts
 * and breaks, replaced whole in one transaction. A part is named by its number (SKU); an unknown
 * part or category, or a target or quantity named twice, is refused and nothing changes.
 */
export async function setGroupPrices(db: Db, id: string, input: GroupPricesInput): Promise<CustomerGroup> {
  const skus = input.discounts.flatMap((rule) => (rule.sku ? [rule.sku] : []));
  const slugs = input.discounts.flatMap((rule) => (rule.category ? [rule.category] : []));
  if (new Set(skus).size < skus.length || new Set(slugs).size < slugs.length) {
    throw badRequest(groupPriceMessages.targetRepeated);
  }
  const quantities = input.breaks.map((rule) => rule.minQuantity);
  if (new Set(quantities).size < quantities.length) throw badRequest(groupPriceMessages.breakRepeated);
  await db.transaction(async (tx) => {
    const [group] = await tx
      .update(customerGroups)
      .set({ minimumOrderPoisha: takaToPoisha(input.minimumOrder) })
      .where(eq(customerGroups.id, id))
      .returning({ id: customerGroups.id });
    if (!group) throw notFound(businessAccountMessages.groupNotFound);
    const partIds = new Map(
      skus.length === 0
        ? []
        : (await tx.select({ id: parts.id, sku: parts.sku }).from(parts).where(inArray(parts.sku, skus))).map(
            (part) => [part.sku, part.id],
          ),
    );
    const unknownSku = skus.find((sku) => !partIds.has(sku));
    if (unknownSku) throw badRequest(groupPriceMessages.partUnknown(unknownSku));
    const knownSlugs = new Set(
      slugs.length === 0
        ? []
        : (await tx.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs))).map(
            (category) => category.slug,
          ),
    );
    const unknownSlug = slugs.find((slug) => !knownSlugs.has(slug));
    if (unknownSlug) throw badRequest(groupPriceMessages.categoryUnknown(unknownSlug));

    await tx.delete(customerGroupDiscounts).where(eq(customerGroupDiscounts.groupId, id));
    await tx.delete(customerGroupBreaks).where(eq(customerGroupBreaks.groupId, id));
    if (input.discounts.length > 0) {
      await tx.insert(customerGroupDiscounts).values(
        input.discounts.map((rule) => ({
          groupId: id,
          category: rule.category || null,
          partId: rule.sku ? (partIds.get(rule.sku) ?? null) : null,
          basisPoints: toBasisPoints(rule.percent),
        })),
      );
    }
    if (input.breaks.length > 0) {
      await tx.insert(customerGroupBreaks).values(
        input.breaks.map((rule) => ({
          groupId: id,
          minQuantity: rule.minQuantity,
          basisPoints: toBasisPoints(rule.percent),
        })),
      );
    }
  });
  return getCustomerGroup(db, id);
}
