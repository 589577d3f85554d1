import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/users shown on the dashboard's and the admin's pages
 * (locales/bn/dashboard.ts).
 */
export const bn: Catalogue = {
  'users.makeAdmin': {
    allUsers: 'সব ব্যবহারকারী',
    noUsers: 'এখনো কেউ সাইন আপ করেননি।',
    user: 'ব্যবহারকারী',
    action: 'অ্যাকশন',
    admin: 'অ্যাডমিন',
    makeAdmin: 'অ্যাডমিন বানান',
    makeAdminOf: 'অ্যাডমিন বানান: {email}',
  },
};
