import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/outbox shown on the admin's outbox
 * (locales/bn/outbox.ts).
 */
export const bn: Catalogue = {
  'outbox.outboxList': {
    search: 'আউটবক্সে খুঁজুন',
    recipient: 'প্রাপক',
    recipientHint: 'একটি মোবাইল নম্বর, যেকোনোভাবে লেখা (০১৭১২-৩৪৫৬৭৮), অথবা একটি ইমেইল ঠিকানা',
    find: 'খুঁজুন',
    showAll: 'সব দেখুন',
    messageCount: {
      one: '{count}টি বার্তা',
      other: '{count}টি বার্তা',
    },
    empty: 'শপ এখনো কিছু পাঠায়নি।',
    emptyTo: '{to}-কে কিছু পাঠানো হয়নি।',
    table: 'পাঠানো বার্তা',
    to: 'প্রাপক',
    channel: 'মাধ্যম',
    text: 'লেখা',
    time: 'সময়',
    status: 'অবস্থা',
    sms: 'SMS',
    email: 'ইমেইল',
    recorded: 'সংরক্ষিত',
    recordedWhy: 'কোনো গেটওয়ে চালু নেই: শুধু এখানে রাখা হয়েছে',
    sent: 'পাঠানো হয়েছে',
    failed: 'পাঠানো যায়নি',
    pages: 'আউটবক্সের পৃষ্ঠা',
  },
};
