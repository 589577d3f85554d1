import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/search shown on every page, loaded before the first
 * render (locales/bn/index.ts).
 */
export const bn: Catalogue = {
  'search.navSearch': {
    label: 'পার্টস খুঁজুন',
    placeholder: 'পার্ট, ক্যাটাগরি বা বাইক',
    openSearch: 'খোঁজ খুলুন',
    suggestions: 'পরামর্শ',
    part: 'স্পেয়ার পার্ট',
    category: 'ক্যাটাগরি',
    bike: 'বাইক',
    oneSuggestion: '{count}টি পরামর্শ',
    suggestionCount: '{count}টি পরামর্শ',
    noSuggestions: 'কোনো পরামর্শ নেই',
  },
};
