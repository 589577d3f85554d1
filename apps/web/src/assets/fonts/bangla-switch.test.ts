import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'styles.css'), 'utf8');
const codePoint = (letter: string) => `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The language switch's "বাংলা" on English pages, which have no Bangla font (issue 35). */
describe('the language switch font', () => {
  const faces = [...styles.matchAll(/@font-face\s*{[^}]*'Bangla Switch'[^}]*}/g)].map(([face]) => face);

  it('covers every letter of "বাংলা", in both weights, from files of about a kilobyte', () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const range = /unicode-range:([^;]+);/.exec(face)![1]!;
      for (const letter of new Set('বাংলা')) expect(range).toContain(codePoint(letter));
      const file = /url\('\.\/assets\/fonts\/([^']+)'\)/.exec(face)![1]!;
      expect(fs.statSync(path.join(import.meta.dirname, file)).size).toBeLessThan(2_000);
    }
  });

  it('is given to the switch alone', () => {
    expect(styles).toMatch(/\.language-switch:lang\(bn\)\s*{\s*font-family: 'Bangla Switch', var\(--font-sans\);/);
    expect(styles.match(/'Bangla Switch'/g)).toHaveLength(3);
  });
});
