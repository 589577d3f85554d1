import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/garage shown on the admin's catalogue pages
 * (locales/bn/shop-admin.ts).
 */
export const bn: Catalogue = {
  'shop.vinPatternsAdmin': {
    heading: 'চ্যাসিস নম্বরের প্যাটার্ন',
    intro:
      'একটি প্যাটার্ন চ্যাসিস নম্বর থেকে বাইকটি চেনায়: নির্মাতার কোড (১ থেকে ৩ নম্বর অক্ষর) আর বর্ণনাকারী (৪ থেকে ৮ নম্বর অক্ষর, যেকোনো একটি অক্ষরের জন্য ?)। কোনো প্যাটার্ন যে নম্বর চেনে না, তাতে রাইডার নির্মাতার মডেলগুলোর মধ্যে থেকে বাছেন।',
    wmi: 'নির্মাতার কোড',
    descriptor: 'বর্ণনাকারী',
    bike: 'বাইক',
    chooseBike: 'একটি বাইক বাছুন',
    add: 'প্যাটার্ন যোগ করুন',
    loading: 'প্যাটার্নগুলো লোড হচ্ছে…',
    notLoaded: 'প্যাটার্নগুলো লোড করা যায়নি:',
    none: 'এখনো কোনো প্যাটার্ন নেই: প্রতিটি চ্যাসিস নম্বরে রাইডার নিজেই মডেল বাছেন।',
    patterns: 'প্যাটার্ন',
    patternPages: 'প্যাটার্নের পৃষ্ঠা',
    remove: 'সরান',
    removePattern: 'প্যাটার্ন {wmi} {descriptor} সরান',
    exportFile: 'প্যাটার্ন রপ্তানি করুন (CSV)',
    importFile: 'প্যাটার্নের ফাইল (CSV)',
    importHint: 'কলাম wmi, descriptor, make, model, variant, রপ্তানির ফাইলের মতো। ফাইলটি সব প্যাটার্নের জায়গা নেয়।',
    import: 'প্যাটার্ন আমদানি করুন',
    imported: '{count}টি প্যাটার্ন আমদানি হয়েছে',
    row: 'সারি {row}:',
    unknownsHeading: 'যে চ্যাসিস নম্বর কোনো প্যাটার্ন চেনেনি',
    unknownsIntro: 'শুধু প্রথম ৮টি অক্ষর: নম্বরের বাকিটা রাইডারের নিজের।',
    unknownsLoading: 'অচেনা নম্বরগুলো লোড হচ্ছে…',
    unknownsNone: 'কোনো অচেনা চ্যাসিস নম্বর নেই।',
    reason: 'কারণ',
    count: 'কতবার',
    lastSeen: 'শেষবার',
    reasonMaker: 'নির্মাতা অচেনা',
    reasonPattern: 'কোনো প্যাটার্ন নেই',
    reasonSeveral: 'একাধিক বাইক',
  },
};
