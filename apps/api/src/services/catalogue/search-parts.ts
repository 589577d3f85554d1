import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  catalogueMessages,
  PARTS_PAGE_SIZE_DEFAULT,
  takaToPoisha,
  type PartsPage,
  type PartsQuery,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, parts, vehicles } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { fitsBike, type BikeYear } from './fitment-status.js';
import { catalogueItemColumns, toCatalogueItem } from './to-catalogue-item.js';

/** Below this many characters a part-number fragment has no trigram to look up, so it is not tried. */
const PART_NUMBER_FRAGMENT_MIN = 3;

type Search = {
  /** The query's words, lower-cased, as pg_trgm compares them with a part's name. */
  text: string;
  /** Every word as a prefix: `brak:* & pad:*`. */
  prefixQuery: SQL;
  /** The query as a part number: letters and digits only, lower-cased (as the trigger keeps them). */
  partNumber: string;
};

/** A search's words; none (only punctuation) is no search. */
function searchOf(q: string | undefined): Search | null {
  const words = q?.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return {
    text: words.join(' '),
    prefixQuery: sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`,
    partNumber: words.join(''),
  };
}

/** A part number the search names exactly, whatever its case, spaces and dashes. */
const isExactPartNumber = (search: Search) =>
  sql`motoforge_normalize_part_number(${search.text}) = any(string_to_array(${parts.partNumbers}, ' '))`;

/** Name, part numbers and description (at lower weight) as prefixes, or a part-number fragment. */
function matchesWords(search: Search): SQL {
  const inDocument = sql`${parts.searchDocument} @@ ${search.prefixQuery}`;
  if (search.partNumber.length < PART_NUMBER_FRAGMENT_MIN) return inDocument;
  const inPartNumbers = sql`${parts.partNumbers} like '%' || motoforge_normalize_part_number(${search.text}) || '%'`;
  return sql`(${inDocument} or ${inPartNumbers})`;
}

/** A name like the search, a few letters wrong or missing (pg_trgm's word similarity, by its index). */
const matchesTypos = (search: Search) => sql`${search.text} <% lower(${parts.name})`;

function orderOf(query: PartsQuery, search: Search | null): SQL[] {
  const sort = query.sort ?? (search ? 'relevance' : 'position');
  const byPosition = asc(parts.position);
  switch (sort) {
    case 'relevance':
      if (!search) return [byPosition];
      return [
        desc(isExactPartNumber(search)),
        desc(
          sql`ts_rank(${parts.searchDocument}, ${search.prefixQuery}) + word_similarity(${search.text}, lower(${parts.name}))`,
        ),
        byPosition,
      ];
    case 'position':
      return [byPosition];
    case 'price-asc':
      return [asc(parts.pricePoisha), byPosition];
    case 'price-desc':
      return [desc(parts.pricePoisha), byPosition];
    case 'newest':
      return [desc(parts.createdAt), byPosition];
  }
}

/**
 * Whether the list's category and bike exist (true when it names none), asked in the first count's
 * own query rather than in one of their own, so a filtered list costs no extra round trip.
 */
function filtersExist({ category, bike }: PartsQuery) {
  return {
    hasCategory: category
      ? sql<boolean>`exists (select 1 from ${categories} where ${categories.slug} = ${category})`
      : sql<boolean>`true`,
    hasBike: bike
      ? sql<boolean>`exists (select 1 from ${vehicles} where ${vehicles.id} = ${bike.vehicleId}
          and ${vehicles.yearFrom} <= ${bike.year} and ${vehicles.yearTo} >= ${bike.year})`
      : sql<boolean>`true`,
  };
}

/**
 * `GET /api/parts`: one page of the catalogue, searched, filtered and sorted in the database, with
 * each part's fitment for the rider's current bike. A search finds its words as prefixes in names,
 * part numbers and descriptions, and part-number fragments; only when that finds nothing does it
 * look for names a few letters off, which is costlier (docs/decisions/016-catalogue-search.md).
 */
export async function searchParts(db: Db, query: PartsQuery, currentBike: BikeYear | null): Promise<PartsPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PARTS_PAGE_SIZE_DEFAULT;
  const search = searchOf(query.q);
  const filters = and(
    isNull(parts.deletedAt),
    query.category ? eq(parts.category, query.category) : undefined,
    query.bike ? fitsBike(query.bike) : undefined,
    // In stock: a customer can order it now, i.e. at least its minimum order is available.
    query.inStock === true ? gte(parts.availableQuantity, parts.minimumOrder) : undefined,
    query.inStock === false ? sql`${parts.availableQuantity} < ${parts.minimumOrder}` : undefined,
    query.minPrice === undefined ? undefined : gte(parts.pricePoisha, takaToPoisha(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(parts.pricePoisha, takaToPoisha(query.maxPrice)),
  );
  const countAll = sql<number>`count(*)::int`;

  let where = search ? and(filters, matchesWords(search)) : filters;
  const [counted] = await db
    .select({ total: countAll, ...filtersExist(query) })
    .from(parts)
    .where(where);
  // A category or bike the list cannot be narrowed to is refused, not answered with nothing.
  if (counted?.hasCategory === false) throw badRequest(catalogueMessages.categoryUnknown);
  if (counted?.hasBike === false) throw badRequest(catalogueMessages.bikeUnknown);
  let total = counted?.total ?? 0;
  if (total === 0 && search) {
    where = and(filters, matchesTypos(search));
    const [typos] = await db.select({ total: countAll }).from(parts).where(where);
    total = typos?.total ?? 0;
  }
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { items: [], total, page, pageSize };
  const rows = await db
    .select(catalogueItemColumns(currentBike))
    .from(parts)
    .where(where)
    .orderBy(...orderOf(query, search))
    .limit(pageSize)
    .offset(offset);
  return { items: rows.map(toCatalogueItem), total, page, pageSize };
}
