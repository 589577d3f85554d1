import { describe, expect, it } from 'vitest';
import { definedMessages } from '@/lib/i18n';
import { allOfBangla as bn } from './bn/all';

// Every module of the app, so that every component's texts are defined (defineMessages).
const modules = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../testing/**'], {
  eager: true,
});

/**
 * A text's keys: one for a text (`params` keeps its text in `input`), and a plural's forms as
 * `key.form` (`count` keeps them in `input`, a translation as an object).
 */
function keysOf(texts: Record<string, unknown>): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) => {
      const forms = typeof value === 'object' && value !== null && 'input' in value ? value.input : value;
      return typeof forms === 'string' ? [key] : Object.keys(forms as object).map((form) => `${key}.${form}`);
    })
    .sort();
}

describe('translations', () => {
  it('loads the app to find its texts', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    expect(definedMessages.size).toBeGreaterThan(0);
  });

  it('has every text of every component in Bangla, and none that English does not have', () => {
    const missing: string[] = [];
    const extra: string[] = [];
    for (const [component, base] of definedMessages) {
      const english = keysOf(base);
      const bangla = keysOf(bn[component] ?? {});
      missing.push(...english.filter((key) => !bangla.includes(key)).map((key) => `${component}.${key}`));
      extra.push(...bangla.filter((key) => !english.includes(key)).map((key) => `${component}.${key}`));
    }
    for (const component of Object.keys(bn))
      if (!definedMessages.has(component)) extra.push(`${component} (no such component)`);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has each Bangla text in Bangla: not empty, not left as the English', () => {
    const untranslated: string[] = [];
    for (const [component, base] of definedMessages) {
      for (const [key, english] of Object.entries(base)) {
        const bangla = bn[component]?.[key];
        if (typeof english !== 'string' || typeof bangla !== 'string') continue;
        // A name (MotoForge) or a number may stay as it is; a sentence may not.
        if (bangla.trim() === '' || (bangla === english && /[a-z]{3}/.test(english)))
          untranslated.push(`${component}.${key}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
