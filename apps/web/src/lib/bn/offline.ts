import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of lib shown on the offline page and the new-version notice
 * (locales/bn/offline.ts).
 */
export const bn: Catalogue = {
  'offline.updateReady': {
    ready: 'শপের নতুন সংস্করণ তৈরি।',
    reload: 'রিলোড করুন',
    later: 'পরে',
  },
};
