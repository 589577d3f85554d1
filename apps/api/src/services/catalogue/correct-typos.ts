import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Typos forgiven in a word, by its length in characters (code points: a Bengali vowel sign counts
 * as one): none below 4, one from 4, two from 8, as Typesense and Meilisearch do by default.
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Edits between two words, a swap of two neighbouring letters counting as one (optimal string
 * alignment). fuzzystrmatch's levenshtein counts a swap ("clucth") as two, which would put a
 * one-typo word out of reach of a 4-to-7-letter word's single typo.
 */
export function typoDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const at = (row: number[], j: number) => row[j] ?? Number.POSITIVE_INFINITY;
  // Three rows of the table are enough: the one before the last is for swaps.
  let beforeLast: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const isSwap = i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1];
      row.push(
        Math.min(
          at(last, j) + 1,
          at(row, j - 1) + 1,
          at(last, j - 1) + cost,
          isSwap ? at(beforeLast, j - 2) + 1 : Number.POSITIVE_INFINITY,
        ),
      );
    }
    beforeLast = last;
    last = row;
  }
  return at(last, y.length);
}

/** Only words of letters (Latin or Bengali) are corrected: a word with a digit is a part number's. */
const CORRECTABLE = /^[a-z\u0980-\u09ff]+$/u;

/** At most this many catalogue words stand in for one typed word: the nearest, most used first. */
const CANDIDATES_PER_WORD = 3;
/** Nearest words by trigram distance that levenshtein then checks; far more than ever qualify. */
const SHORTLIST = 30;

type Asked = { index: number; word: string; typos: number; isLast: boolean };
type Candidate = { index: number; word: string; candidate: string; parts: number };

/**
 * For each word the catalogue does not have, the catalogue's words that word is a typo of. One
 * query: the words already known (the last one, which a rider may still be typing, as the start of
 * a word) are skipped in the database; for the others, the lexicon's nearest words by trigram
 * distance are shortlisted (its GiST index) and those levenshtein puts within twice the typos
 * allowed (a swap is two there) come back. The swap-aware distance then decides.
 */
async function candidatesOf(db: Db, asked: Asked[]): Promise<Candidate[]> {
  // The last word's start as a pattern of its own, not built in the query: a pattern the planner
  // sees can use the lexicon's prefix index. Correctable words have no LIKE wildcards.
  const lastWordStart = `${asked.find((each) => each.isLast)?.word ?? ''}%`;
  const result = await db.execute(sql`
    select asked.index, asked.word, near.word as candidate, near.parts
    from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb)
      as asked(index int, word text, typos int, "isLast" boolean)
    cross join lateral (
      select lexicon.word, lexicon.parts from search_lexicon lexicon
      where char_length(lexicon.word) between char_length(asked.word) - asked.typos
          and char_length(asked.word) + asked.typos
        and levenshtein_less_equal(lexicon.word, asked.word, 2 * asked.typos) <= 2 * asked.typos
      order by lexicon.word <-> asked.word
      limit ${SHORTLIST}
    ) near
    where not exists (select 1 from search_lexicon known where known.word = asked.word)
      and not (asked."isLast" and exists (
        select 1 from search_lexicon known where known.word like ${lastWordStart}))`);
  return (result as unknown as { rows: Candidate[] }).rows;
}

/** The candidates within a word's typos, fewest typos first, then the most used word. */
function bestOf(asked: Asked, candidates: Candidate[]): string[] {
  return candidates
    .map((each) => ({ ...each, distance: typoDistance(asked.word, each.candidate) }))
    .filter((each) => each.distance <= asked.typos)
    .sort((a, b) => a.distance - b.distance || b.parts - a.parts || a.candidate.localeCompare(b.candidate))
    .slice(0, CANDIDATES_PER_WORD)
    .map((each) => each.candidate);
}

/**
 * Each typed word's corrections, by its index among the words: the catalogue words it is taken
 * for, best first. A word the catalogue has, a short word and a word with digits are left out.
 */
export async function correctionsOf(db: Db, words: string[]): Promise<Map<number, string[]>> {
  const asked = words
    .map((word, index) => ({ index, word, typos: typosAllowed(word), isLast: index === words.length - 1 }))
    .filter((each) => each.typos > 0 && CORRECTABLE.test(each.word));
  const corrections = new Map<number, string[]>();
  if (asked.length === 0) return corrections;
  const candidates = await candidatesOf(db, asked);
  for (const each of asked) {
    const best = bestOf(
      each,
      candidates.filter((candidate) => candidate.index === each.index),
    );
    if (best.length > 0) corrections.set(each.index, best);
  }
  return corrections;
}
