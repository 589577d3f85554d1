import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  catalogueMessages,
  PARTS_COUNT_CAP,
  PARTS_PAGE_SIZE_DEFAULT,
  takaToPoisha,
  type PartsPage,
  type PartsQuery,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, parts, vehicles } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { correctionsOf } from './correct-typos.js';
import { fitsBike, type BikeYear } from './fitment-status.js';
import { catalogueItemColumns, toCatalogueItem } from './to-catalogue-item.js';

/** Below this many characters a part-number fragment has no trigram to look up, so it is not tried. */
const PART_NUMBER_FRAGMENT_MIN = 3;

type Search = {
  /** The query's words, lower-cased and split as the search document's are. */
  words: string[];
  /** The query's words, lower-cased, as pg_trgm compares them with a part's name. */
  text: string;
  /** Whether it is written in Bengali letters: then its typos are looked for in Bangla names. */
  isBangla: boolean;
  /**
   * The words, the last one as a prefix: `brake & pad:*`. The last is the one a rider may still be
   * typing; the others are whole. A prefix costs far more than a word in the GIN index (every
   * matching key's rows are gathered in full), so only the last word is one, and not when it is a
   * number: `300:*` matches thousands of part-number keys. A word cut short that these miss is
   * still found as a typo.
   */
  prefixQuery: SQL;
  /** The query as a part number: letters and digits only, lower-cased (as the trigger keeps them). */
  partNumber: string;
};

/** A search with the words it had none of replaced by the catalogue's words they are typos of. */
type Corrected = {
  /** The words, each typo as the catalogue words it is taken for: `(clutch) & plate:*`. */
  query: SQL;
  /** What the rider is told was searched for: each typo as its best correction ("clutch plate"). */
  text: string;
};

const HAS_LETTER = /\p{L}/u;
const BENGALI = /\p{Script=Bengali}/u;
const BENGALI_DIGIT_ZERO = 0x09e6;

/**
 * The search as migration 0008's `motoforge_bangla_search_text` makes a Bangla text searchable, so
 * that words are split alike on every database: one Unicode form, no zero-width joiners (they only
 * choose how a conjunct is drawn), Bengali digits as ASCII ones. ADR 021.
 */
const searchable = (q: string) =>
  q
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_DIGIT_ZERO))
    .toLowerCase();

/** A word as a term of the query: the last, one a rider may still be typing, as a prefix. */
const termOf = (word: string, index: number, words: string[]) =>
  index === words.length - 1 && HAS_LETTER.test(word) ? `${word}:*` : word;

/**
 * A search's words; none (a blank search) is no search, and one of symbols only is refused by the
 * contract. A word is letters, digits and the marks on letters: a Bengali vowel sign or virama
 * (ব্রেক) is a mark, and must not split its word.
 */
function searchOf(q: string | undefined): Search | null {
  const words = q ? searchable(q).match(/[\p{L}\p{M}\p{N}]+/gu) : null;
  if (!q || !words) return null;
  return {
    words,
    text: words.join(' '),
    isBangla: BENGALI.test(q),
    prefixQuery: sql`to_tsquery('simple', ${words.map(termOf).join(' & ')})`,
    partNumber: words.join(''),
  };
}

/**
 * The search with its typos corrected, or null when it has none (or the rider asked for the words
 * as typed): each word the catalogue does not have becomes the catalogue words it is a typo of
 * (docs/decisions/041-typo-tolerant-search.md).
 */
async function correctedOf(db: Db, search: Search, isExact: boolean): Promise<Corrected | null> {
  if (isExact) return null;
  const corrections = await correctionsOf(db, search.words);
  if (corrections.size === 0) return null;
  const terms = search.words.map((word, index, words) => {
    const corrected = corrections.get(index);
    // A corrected last word is a prefix too, as it is typed right: the corrected search then
    // matches and ranks as the search of its corrected words does.
    return corrected
      ? `(${corrected.map((term) => termOf(term, index, words)).join(' | ')})`
      : termOf(word, index, words);
  });
  return {
    query: sql`to_tsquery('simple', ${terms.join(' & ')})`,
    text: search.words.map((word, index) => corrections.get(index)?.[0] ?? word).join(' '),
  };
}

/** A part number the search names exactly, whatever its case, spaces and dashes. */
const isExactPartNumber = (search: Search) =>
  sql`motoforge_normalize_part_number(${search.text}) = any(string_to_array(${parts.partNumbers}, ' '))`;

/**
 * Names, part numbers and descriptions (at lower weight) word by word, or a part-number fragment.
 * Part numbers are Latin letters and digits: a search in Bengali letters is none, and under a C
 * locale its letters would all be dropped as not alphanumeric, leaving a fragment that is in
 * every part's numbers.
 */
function matchesWords(search: Search, corrected: Corrected | null): SQL {
  const inDocument = sql`${parts.searchDocument} @@ ${corrected?.query ?? search.prefixQuery}`;
  if (search.isBangla || search.partNumber.length < PART_NUMBER_FRAGMENT_MIN) return inDocument;
  const inPartNumbers = sql`${parts.partNumbers} like '%' || motoforge_normalize_part_number(${search.text}) || '%'`;
  return sql`(${inDocument} or ${inPartNumbers})`;
}

/**
 * The name a search's typos are looked for in, as its trigram index has it: the Bangla name for a
 * search in Bengali letters, the English one otherwise (they share no trigrams).
 */
const typoNameOf = (search: Search) =>
  search.isBangla ? sql`motoforge_bangla_search_text(${parts.nameBn})` : sql`lower(${parts.name})`;

/** A name like the search, a few letters wrong or missing (pg_trgm's word similarity, by its index). */
const matchesTypos = (search: Search) => sql`${search.text} <% ${typoNameOf(search)}`;

/**
 * How a search is matched: by its words as typed, by its words with typos corrected word by word,
 * or (when neither finds anything) by names a few letters off as a whole.
 */
type Matching = { kind: 'words' } | { kind: 'corrected'; corrected: Corrected } | { kind: 'typos' };

/**
 * How well a part answers the search: its words' weight in the document (name and part numbers
 * over description) and, for a search with typos, how like the name the words are. Word
 * similarity costs a trigram comparison per matching part, so a search that matched its words
 * does without it.
 */
function relevanceOf(search: Search, matching: Matching): SQL[] {
  switch (matching.kind) {
    case 'words':
      return [desc(sql`ts_rank(${parts.searchDocument}, ${search.prefixQuery})`)];
    case 'corrected':
      // A match of the words as typed above a corrected one, whatever their weights (ADR 041).
      return [
        desc(sql`${parts.searchDocument} @@ ${search.prefixQuery}`),
        desc(sql`ts_rank(${parts.searchDocument}, ${matching.corrected.query})`),
      ];
    case 'typos':
      return [desc(sql`word_similarity(${search.text}, ${typoNameOf(search)})`)];
  }
}

function orderOf(query: PartsQuery, search: Search | null, matching: Matching): SQL[] {
  const sort = query.sort ?? (search ? 'relevance' : 'position');
  const byPosition = asc(parts.position);
  switch (sort) {
    case 'relevance':
      if (!search) return [byPosition];
      return [desc(isExactPartNumber(search)), ...relevanceOf(search, matching), byPosition];
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
 * Whether the list's category and bike exist (true when it names none), asked in the count's own
 * query rather than in one of their own, so a filtered list costs no extra round trip.
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

/** A page of the catalogue as found: its parts in order, and the total it is a page of. */
export type FoundPage = Pick<PartsPage, 'total' | 'isTotalCapped' | 'correctedQuery'> & { ids: string[] };

/**
 * The parts of one page of `GET /api/parts`, searched, filtered and sorted in the database, by id.
 * A search finds its words (the last as a prefix) in names, part numbers and descriptions, and
 * part-number fragments. A word the catalogue does not have is taken for the catalogue's words it
 * is a typo of, and the page says so (`correctedQuery`; docs/decisions/041-typo-tolerant-search.md).
 * Only when that finds nothing does it look for names a few letters off as a whole, which is
 * costlier (docs/decisions/016-catalogue-search.md). `exact` searches the words as typed, and no
 * further.
 *
 * The total is counted up to PARTS_COUNT_CAP and no further (docs/search.md#what-a-search-costs):
 * a broad word's page costs its first matches, not every part that has the word.
 */
export async function findPartsPage(db: Db, query: PartsQuery): Promise<FoundPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PARTS_PAGE_SIZE_DEFAULT;
  const search = searchOf(query.q);
  const filters = and(
    isNull(parts.deletedAt),
    query.category ? eq(parts.category, query.category) : undefined,
    query.bike ? fitsBike(query.bike) : undefined,
    // In stock: a customer can order it now, i.e. at least its minimum order is available (the
    // contract's isInStock, in SQL).
    query.inStock === true ? gte(parts.availableQuantity, parts.minimumOrder) : undefined,
    query.inStock === false ? sql`${parts.availableQuantity} < ${parts.minimumOrder}` : undefined,
    query.minPrice === undefined ? undefined : gte(parts.pricePoisha, takaToPoisha(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(parts.pricePoisha, takaToPoisha(query.maxPrice)),
  );
  const offset = (page - 1) * pageSize;
  const exist = filtersExist(query);
  /** The parts `where` matches, counted up to the cap (or all of them), and whether the filters exist. */
  const countOf = async (where: SQL | undefined, isCapped: boolean) => {
    const matching = db
      .select({ one: sql`1` })
      .from(parts)
      .where(where);
    const counted = (isCapped ? matching.limit(PARTS_COUNT_CAP + 1) : matching).as('matching');
    const [row] = await db.select({ total: sql<number>`count(*)::int`, ...exist }).from(counted);
    const total = row?.total ?? 0;
    return {
      total: Math.min(total, isCapped ? PARTS_COUNT_CAP : total),
      isTotalCapped: isCapped && total > PARTS_COUNT_CAP,
      hasCategory: row?.hasCategory ?? true,
      hasBike: row?.hasBike ?? true,
    };
  };
  /**
   * A page's ids and the total it is a page of, asked at once. Only the ids are ranked and sorted:
   * the columns shown are read for the page's parts alone. A page past the cap that comes back
   * empty is counted in full, to say how many pages there are.
   */
  const pageOf = async (where: SQL | undefined, matching: Matching) => {
    const [rows, capped] = await Promise.all([
      db
        .select({ id: parts.id })
        .from(parts)
        .where(where)
        .orderBy(...orderOf(query, search, matching))
        .limit(pageSize)
        .offset(offset),
      countOf(where, true),
    ]);
    const counted = rows.length === 0 && capped.isTotalCapped ? await countOf(where, false) : capped;
    return { ids: rows.map((row) => row.id), counted };
  };

  const corrected = search ? await correctedOf(db, search, query.exact === true) : null;
  const matching: Matching = corrected ? { kind: 'corrected', corrected } : { kind: 'words' };
  let { ids, counted } = await pageOf(search ? and(filters, matchesWords(search, corrected)) : filters, matching);
  // A category or bike the list cannot be narrowed to is refused, not answered with nothing.
  if (!counted.hasCategory) throw badRequest(catalogueMessages.categoryUnknown);
  if (!counted.hasBike) throw badRequest(catalogueMessages.bikeUnknown);
  const isFound = counted.total > 0;
  if (!isFound && search && query.exact !== true) {
    ({ ids, counted } = await pageOf(and(filters, matchesTypos(search)), { kind: 'typos' }));
  }
  return {
    ids,
    total: counted.total,
    isTotalCapped: counted.isTotalCapped,
    // Said only when the corrected words found the parts shown.
    correctedQuery: corrected && isFound ? corrected.text : null,
  };
}

/** The catalogue items of these parts in this order, with each one's fitment for the rider's bike. */
export async function readCatalogueItems(db: Db, ids: string[], currentBike: BikeYear | null) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(catalogueItemColumns(currentBike))
    .from(parts)
    .where(and(inArray(parts.id, ids), isNull(parts.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCatalogueItem(row)] : [];
  });
}

/**
 * `GET /api/parts`: one page of the catalogue (findPartsPage, or a kept copy of what it found),
 * with each part's fitment for the rider's current bike read fresh, as its stock is.
 */
export async function searchParts(
  db: Db,
  query: PartsQuery,
  currentBike: BikeYear | null,
  findPage: (query: PartsQuery) => FoundPage | Promise<FoundPage> = (asked) => findPartsPage(db, asked),
): Promise<PartsPage> {
  const { ids, ...found } = await findPage(query);
  return {
    items: await readCatalogueItems(db, ids, currentBike),
    ...found,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? PARTS_PAGE_SIZE_DEFAULT,
  };
}
