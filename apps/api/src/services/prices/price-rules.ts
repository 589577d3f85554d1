import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { businessApplications, customerGroupBreaks, customerGroupDiscounts, customerGroups } from '../../db/schema.js';

/**
 * A customer group's price rules, as the one price resolver reads them (ADR 054). Read per
 * request for one signed-in account, never for a guest, and never kept in a shared cache.
 */
export type PriceRules = {
  group: { id: string; name: string; nameBn: string; minimumOrderPoisha: number };
  /** Discount in basis points (1/100 of a percent), by part id and by category slug. */
  partDiscounts: ReadonlyMap<string, number>;
  categoryDiscounts: ReadonlyMap<string, number>;
  /** Quantity breaks, largest quantity first. */
  breaks: readonly { minQuantity: number; basisPoints: number }[];
};

/** The part's facts a price needs. */
export type PricedPart = { id: string; category: string; pricePoisha: number };

/** The rules of `userId`'s group: null for an account whose business application is not approved. */
export async function priceRulesOf(db: Db | Tx, userId: string): Promise<PriceRules | null> {
  const [group] = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      nameBn: customerGroups.nameBn,
      minimumOrderPoisha: customerGroups.minimumOrderPoisha,
    })
    .from(businessApplications)
    .innerJoin(customerGroups, eq(customerGroups.id, businessApplications.groupId))
    .where(and(eq(businessApplications.userId, userId), eq(businessApplications.state, 'approved')));
  if (!group) return null;
  const [discounts, breaks] = await Promise.all([
    db.select().from(customerGroupDiscounts).where(eq(customerGroupDiscounts.groupId, group.id)),
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
