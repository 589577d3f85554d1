import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsPageSchema } from '@motoforge/contract';
import { parts } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bothDrivers } from '../../test/test-database.js';

/** Queries per kind: enough for a rate, few enough for a two-core machine. */
const SAMPLES = 40;
const SUCCESS_RATE_MIN = 0.95;

/** A small seeded generator (mulberry32), so that a failure can be run again as it was. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo as riders make them: a letter deleted, inserted, replaced, or two swapped. */
function typoOf(word: string, random: () => number): string {
  const at = (size: number) => Math.floor(random() * size);
  const letter = () => LETTERS[at(LETTERS.length)] ?? 'x';
  const index = at(word.length - 1);
  const [head, tail] = [word.slice(0, index), word.slice(index)];
  switch (at(4)) {
    case 0:
      return head + tail.slice(1);
    case 1:
      return head + letter() + tail;
    case 2: {
      const other = LETTERS.replace(tail[0] ?? '', '');
      return head + (other[at(other.length)] ?? 'x') + tail.slice(1);
    }
    default:
      return head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2);
  }
}

const isTypoable = (word: string) => /^[a-z]{5,}$/.test(word);

/**
 * Issue 34's measure of typo tolerance on the demo catalogue's names: a typo in one word, in the
 * first of two, and in both, each found when page 1 has the part or is page 1 of the words typed
 * right (docs/decisions/041-typo-tolerant-search.md).
 */
describe.each(bothDrivers)('typo tolerance on the demo catalogue on %s', (driver) => {
  let t: TestApp;
  let names: { id: string; words: string[] }[] = [];

  const pageOf = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/parts?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return partsPageSchema.parse(response.json()).items.map((item) => item._id);
  };
  const isFound = async (typed: string, right: string, id: string) => {
    const [typo, typedRight] = await Promise.all([pageOf(typed), pageOf(right)]);
    return typo.includes(id) || typo.join() === typedRight.join();
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    const rows = await t.database.db
      .select({ id: parts.id, name: parts.name })
      .from(parts)
      .where(isNull(parts.deletedAt));
    names = rows.map(({ id, name }) => ({
      id,
      words: name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    }));
  });
  afterAll(() => t.close());

  /** Runs SAMPLES queries `make` builds from random names; the share found. */
  const rateOf = async (seed: number, make: (words: string[], random: () => number) => [string, string] | null) => {
    const random = seeded(seed);
    let [tried, found] = [0, 0];
    for (let attempt = 0; tried < SAMPLES && attempt < SAMPLES * 20; attempt += 1) {
      const part = names[Math.floor(random() * names.length)];
      const query = part && make(part.words, random);
      if (!part || !query) continue;
      tried += 1;
      if (await isFound(query[0], query[1], part.id)) found += 1;
    }
    expect(tried).toBe(SAMPLES);
    return found / tried;
  };

  it('finds a typo in one word', async () => {
    const rate = await rateOf(1, (words, random) => {
      const typoable = words.filter(isTypoable);
      const word = typoable[Math.floor(random() * typoable.length)];
      return word ? [typoOf(word, random), word] : null;
    });
    expect(rate).toBeGreaterThanOrEqual(SUCCESS_RATE_MIN);
  }, 120_000);

  it('finds a typo in the first of two words', async () => {
    const rate = await rateOf(2, ([first, second], random) =>
      first && second && isTypoable(first) ? [`${typoOf(first, random)} ${second}`, `${first} ${second}`] : null,
    );
    expect(rate).toBeGreaterThanOrEqual(SUCCESS_RATE_MIN);
  }, 120_000);

  it('finds a typo in each of two words', async () => {
    const rate = await rateOf(3, ([first, second], random) =>
      first && second && isTypoable(first) && isTypoable(second)
        ? [`${typoOf(first, random)} ${typoOf(second, random)}`, `${first} ${second}`]
        : null,
    );
    expect(rate).toBeGreaterThanOrEqual(SUCCESS_RATE_MIN);
  }, 120_000);
});
