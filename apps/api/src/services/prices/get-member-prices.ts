import { inArray } from 'drizzle-orm';
import { poishaToTaka, type MemberPrices, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';
import { priceRulesOf, unitPricePoisha } from './price-rules.js';

/**
 * POST /api/prices (ADR 054): what the signed-in buyer pays for each of `partIds`, at its minimum
 * order and from each quantity break on. A guest, or an account in no group, gets no prices: the
 * list prices every shared answer carries are theirs.
 */
export async function getMemberPrices(
  db: Db,
  partIds: readonly string[],
  actor: SessionUser | null,
): Promise<MemberPrices> {
  const rules = actor ? await priceRulesOf(db, actor.id, partIds) : null;
  if (!rules || partIds.length === 0) return { group: rules && groupOf(rules), prices: [] };
  const rows = await db
    .select({
      id: parts.id,
      category: parts.category,
      pricePoisha: parts.pricePoisha,
      minimumOrder: parts.minimumOrder,
    })
    .from(parts)
    .where(inArray(parts.id, [...partIds]));
  const ascending = [...rules.breaks].reverse();
  return {
    group: groupOf(rules),
    prices: rows.map((part) => ({
      partId: part.id,
      listPrice: poishaToTaka(part.pricePoisha),
      price: poishaToTaka(unitPricePoisha(rules, part, part.minimumOrder)),
      breaks: ascending
        .filter((rule) => rule.minQuantity > part.minimumOrder)
        .map((rule) => ({
          minQuantity: rule.minQuantity,
          price: poishaToTaka(unitPricePoisha(rules, part, rule.minQuantity)),
        })),
    })),
  };
}

const groupOf = ({ group }: NonNullable<Awaited<ReturnType<typeof priceRulesOf>>>) => ({
  id: group.id,
  name: group.name,
  nameBn: group.nameBn,
  minimumOrder: poishaToTaka(group.minimumOrderPoisha),
});
