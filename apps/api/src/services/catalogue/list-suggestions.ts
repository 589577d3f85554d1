import { and, asc, desc, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SUGGESTION_PART_MIN,
  SUGGESTIONS_MAX,
  type Suggestion,
  type Suggestions,
  type SuggestionsQuery,
} from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { categories, parts, vehicles } from '../../db/schema.js';

/** At most this many categories and bikes each, so that part names always have room. */
const GROUP_MAX = 3;
/**
 * The part names whose order is decided among: a word as common as "kit" matches thousands of
 * parts in a large catalogue, and ordering them all would cost in proportion to it.
 */
const PART_CANDIDATES = 50;

const BENGALI = /\p{Script=Bengali}/u;

/** A LIKE pattern's own characters, as literal ones. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A name the typed text is in, and one it begins (or begins a word of) first: the expression is
 * as the name's trigram index has it (migrations 0006 and 0008), so the index finds the rows.
 */
function matcher(name: SQL, typed: SQL) {
  return {
    contains: sql`${name} like '%' || ${typed} || '%'`,
    begins: sql`(${name} like ${typed} || '%' or ${name} like '% ' || ${typed} || '%')`,
  };
}

/**
 * `GET /api/search/suggestions`: categories, bikes and part names that contain what the rider has
 * typed, at most 8, in the language it is typed in: Bengali letters match the Bangla names
 * (docs/search.md#suggestions). Each read goes through an index or a table as small as the shop's
 * categories or bike models, never through the whole catalogue (docs/decisions/044-search-suggestions.md).
 */
export async function listSuggestions(db: Db, { q }: SuggestionsQuery): Promise<Suggestions> {
  const isBangla = BENGALI.test(q);
  // As the indexes' expressions fold a name: lower case; in Bangla, one Unicode form, ASCII digits
  // and no joiners (migration 0008's motoforge_bangla_search_text).
  const typed = isBangla
    ? sql`trim(motoforge_bangla_search_text(${likeLiteral(q)}))`
    : sql`${likeLiteral(q.toLowerCase())}`;
  const banglaText = (column: SQLWrapper) => sql`motoforge_bangla_search_text(${column})`;

  const partName = matcher(isBangla ? banglaText(parts.nameBn) : sql`lower(${parts.name})`, typed);
  const categoryName = matcher(isBangla ? banglaText(categories.nameBn) : sql`lower(${categories.name})`, typed);
  const bikeName = matcher(
    isBangla
      ? banglaText(
          sql`${vehicles.makeBn} || ' ' || ${vehicles.modelBn} || ' ' || coalesce(nullif(${vehicles.variantBn}, ''), ${vehicles.variant})`,
        )
      : sql`lower(${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.variant})`,
    typed,
  );

  const candidates = db
    .select({ id: parts.id, name: parts.name, nameBn: parts.nameBn, position: parts.position })
    .from(parts)
    .where(and(isNull(parts.deletedAt), partName.contains))
    .limit(PART_CANDIDATES)
    .as('candidates');
  const isPartNameLongEnough = [...q].length >= SUGGESTION_PART_MIN;

  const [categoryRows, bikeRows, partRows] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name, nameBn: categories.nameBn })
      .from(categories)
      .where(categoryName.contains)
      .orderBy(desc(categoryName.begins), asc(categories.position))
      .limit(GROUP_MAX),
    db
      .select({
        vehicleId: vehicles.id,
        year: vehicles.yearTo,
        make: vehicles.make,
        model: vehicles.model,
        variant: vehicles.variant,
        makeBn: vehicles.makeBn,
        modelBn: vehicles.modelBn,
        variantBn: vehicles.variantBn,
      })
      .from(vehicles)
      .where(bikeName.contains)
      .orderBy(desc(bikeName.begins), asc(vehicles.make), asc(vehicles.model), asc(vehicles.variant))
      .limit(GROUP_MAX),
    isPartNameLongEnough
      ? db
          .select()
          .from(candidates)
          .orderBy(
            desc(
              matcher(isBangla ? banglaText(sql`${candidates.nameBn}`) : sql`lower(${candidates.name})`, typed).begins,
            ),
            asc(candidates.position),
          )
          .limit(SUGGESTIONS_MAX)
      : Promise.resolve([]),
  ]);

  const items: Suggestion[] = [
    ...categoryRows.map((row): Suggestion => ({ kind: 'category', ...row })),
    ...bikeRows.map((row): Suggestion => ({
      kind: 'bike',
      vehicleId: row.vehicleId,
      year: row.year,
      name: [row.make, row.model, row.variant].filter(Boolean).join(' '),
      nameBn:
        row.makeBn && row.modelBn
          ? [row.makeBn, row.modelBn, row.variantBn || row.variant].filter(Boolean).join(' ')
          : '',
    })),
    ...partRows.map((row): Suggestion => ({ kind: 'part', id: row.id, name: row.name, nameBn: row.nameBn })),
  ];
  return { items: items.slice(0, SUGGESTIONS_MAX) };
}
