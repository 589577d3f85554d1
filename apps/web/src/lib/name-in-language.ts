import type { Language } from './i18n';

/**
 * A part's name in the page's language: its Bangla name on a Bangla page when it has one (the
 * catalogue's `nameBn`, empty when none was given), its English name otherwise.
 */
export const nameInLanguage = (language: Language, { name, nameBn }: { name: string; nameBn: string }) =>
  language === 'bn' && nameBn.trim() !== '' ? nameBn : name;
