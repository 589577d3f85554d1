import { and, asc, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  businessApplications,
  customerGroupBreaks,
  customerGroupDiscounts,
  customerGroups,
  parts,
} from '../../db/schema.js';

/**
 * A customer group's price rules, as the one price resolver reads them (ADR 054). Read per
 * request for one signed-in account, never for a guest, and never kept in a shared cache.
 */
export type PriceRules = {
  group: PriceGroup;
  /** Discount in basis points (1/100 of a percent), by part id and by category slug. */
  partDiscounts: ReadonlyMap<string, number>;
  categoryDiscounts: ReadonlyMap<string, number>;
  /** Quantity breaks, largest quantity first. */
  breaks: readonly { minQuantity: number; basisPoints: number }[];
};

/** A customer group, as its prices need it. */
export type PriceGroup = { id: string; name: string; nameBn: string; minimumOrderPoisha: number };

/** The part's facts a price needs. */
export type PricedPart = { id: string; category: string; pricePoisha: number };

/** A customer group's columns, for a query that reads an account's group beside something else. */
export const priceGroupColumns = {
  id: customerGroups.id,
  name: customerGroups.name,
  nameBn: customerGroups.nameBn,
  minimumOrderPoisha: customerGroups.minimumOrderPoisha,
};

/** Joined to an account's row (`userId`): its approved business application and its group. */
export const approvedApplicationOf = (userId: SQL | Column) =>
  and(eq(businessApplications.userId, userId), eq(businessApplications.state, 'approved'));

/**
 * The rules of `userId`'s group that can price `partIds` (see rulesOfGroup). Null for an account
 * whose business application is not approved.
 */
export async function priceRulesOf(
  db: Db | Tx,
  userId: string,
  partIds: readonly string[],
): Promise<PriceRules | null> {
  const [group] = await db
    .select(priceGroupColumns)
    .from(businessApplications)
    .innerJoin(customerGroups, eq(customerGroups.id, businessApplications.groupId))
    .where(approvedApplicationOf(sql`${userId}`));
  return group ? rulesOfGroup(db, group, partIds) : null;
}

/**
 * The rules of `group` that can price `partIds`: their own discounts and their categories', and
 * the quantity breaks. A group may hold a discount for every part of the catalogue, so only the
 * parts asked about are read (docs/design.md#catalogue-and-search).
 */
export async function rulesOfGroup(db: Db | Tx, group: PriceGroup, partIds: readonly string[]): Promise<PriceRules> {
  const ids = [...new Set(partIds)];
  const categoriesOfParts = db.select({ category: parts.category }).from(parts).where(inArray(parts.id, ids));
  const [discounts, breaks] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(customerGroupDiscounts)
          .where(
            and(
              eq(customerGroupDiscounts.groupId, group.id),
              or(
                inArray(customerGroupDiscounts.partId, ids),
                inArray(customerGroupDiscounts.category, categoriesOfParts),
              ),
            ),
          ),
    db
      .select({ minQuantity: customerGroupBreaks.minQuantity, basisPoints: customerGroupBreaks.basisPoints })
      .from(customerGroupBreaks)
      .where(eq(customerGroupBreaks.groupId, group.id))
      .orderBy(asc(customerGroupBreaks.minQuantity)),
  ]);
  return {
    group,
    partDiscounts: new Map(discounts.flatMap((rule) => (rule.partId ? [[rule.partId, rule.basisPoints]] : []))),
    categoryDiscounts: new Map(discounts.flatMap((rule) => (rule.category ? [[rule.category, rule.basisPoints]] : []))),
    breaks: breaks.reverse(),
  };
}

const less = (poisha: number, basisPoints: number) =>
  Math.max(1, Math.round((poisha * (10_000 - basisPoints)) / 10_000));

/**
 * The one price resolver (ADR 054): list price → the group's discount (the part's own, else its
 * category's) → the quantity break of the largest quantity `quantity` reaches, off the group price.
 * In poisha, each step rounded to the nearest poisha, never below one. No rules: the list price.
 */
export function unitPricePoisha(rules: PriceRules | null, part: PricedPart, quantity: number): number {
  if (!rules) return part.pricePoisha;
  const discount = rules.partDiscounts.get(part.id) ?? rules.categoryDiscounts.get(part.category) ?? 0;
  const groupPrice = discount > 0 ? less(part.pricePoisha, discount) : part.pricePoisha;
  const quantityBreak = rules.breaks.find((rule) => quantity >= rule.minQuantity);
  return quantityBreak ? less(groupPrice, quantityBreak.basisPoints) : groupPrice;
}
