import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/jobs shown on the admin's jobs page
 * (locales/bn/jobs.ts).
 */
export const bn: Catalogue = {
  'jobs.jobsOverview': {
    queues: 'কিউ',
    queue: 'কিউ',
    created: 'অপেক্ষায়',
    retry: 'আবার চেষ্টা হবে',
    active: 'চলছে',
    completed: 'সম্পন্ন',
    cancelled: 'বাতিল',
    failed: 'বাদ দেওয়া হয়েছে',
    failures: 'ব্যর্থ কাজ',
    failuresOf: '{queue} এর ব্যর্থ কাজ',
    failureCount: {
      one: '{count}টি ব্যর্থ কাজ',
      other: '{count}টি ব্যর্থ কাজ',
    },
    noFailures: 'কোনো কাজ ব্যর্থ হয়নি।',
    noQueues: 'এখনো কোনো কাজের কিউ নেই।',
    showFailuresOf: '{queue} এর ব্যর্থ কাজ দেখুন',
    showAll: 'সব কিউর ব্যর্থ কাজ দেখুন',
    error: 'ত্রুটি',
    tries: 'চেষ্টা',
    triesOf: '{limit} এর মধ্যে {count}',
    failedAt: 'ব্যর্থ হওয়ার সময়',
    state: 'অবস্থা',
    willRetry: 'আবার চেষ্টা হবে',
    retryAt: 'পরের চেষ্টা {time}',
    gaveUp: 'বাদ দেওয়া হয়েছে',
    pages: 'ব্যর্থ কাজের পৃষ্ঠা',
  },
};
