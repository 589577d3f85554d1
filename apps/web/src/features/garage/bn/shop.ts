import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/garage shown on home and the parts' cards the shop's
 * pages share (locales/bn/shop.ts).
 */
export const bn: Catalogue = {
  'shop.garageBar': {
    heading: 'আমার গ্যারেজ',
    checking: 'আপনার গ্যারেজ দেখা হচ্ছে…',
    notLoaded: 'আপনার গ্যারেজ লোড করা যায়নি:',
    tryAgain: 'আবার চেষ্টা করুন',
    yourBike: 'আপনার বাইক:',
    shopPartsThatFit: 'ফিট হয় এমন পার্টস কিনুন',
    partsDiagrams: 'পার্টস ডায়াগ্রাম',
    cancel: 'বাতিল',
    addOrChange: 'বাইক যোগ বা বদল করুন',
    removeBike: 'আপনার গ্যারেজ থেকে {bike} সরান',
    remove: 'সরান',
    otherBikes: 'আপনার অন্য বাইকগুলো',
    useBike: '{bike} ব্যবহার করুন',
    useThisBike: 'এই বাইকটি ব্যবহার করুন',
    tellUs: 'আপনার বাইকটি জানান, প্রতিটি পার্টসে লেখা থাকবে সেটি ফিট হবে কি না।',
    chassisNumber: 'চেসিস নম্বর:',
  },
  'shop.bikePicker': {
    notLoaded: 'বাইকের তালিকা লোড করা যায়নি:',
    tryAgain: 'আবার চেষ্টা করুন',
    make: 'ব্র্যান্ড',
    loadingBikes: 'বাইকের তালিকা লোড হচ্ছে…',
    chooseMake: 'ব্র্যান্ড বাছুন',
    model: 'মডেল',
    chooseModel: 'মডেল বাছুন',
    year: 'সাল',
    chooseYear: 'সাল বাছুন',
    chooseBike: 'এই বাইকটি বাছুন',
    byChassisNumber: 'চ্যাসিস নম্বর দিয়ে যোগ করুন',
  },
  'shop.chassisNumber': {
    label: 'চ্যাসিস নম্বর (VIN)',
    hint: '১৭টি অক্ষর ও অঙ্ক, হ্যান্ডেলের কাছে ফ্রেমে এবং রেজিস্ট্রেশনের কাগজে লেখা থাকে।',
    read: 'নম্বরটি পড়ুন',
    reading: 'নম্বরটি পড়া হচ্ছে…',
    weRead: 'নম্বরটি বলছে:',
    bikeAndYear: '{bike}, {year}',
    save: 'এই বাইকটি সংরক্ষণ করুন',
    chooseModel: 'নম্বরটি বলছে {make}, {year}, কিন্তু কোন মডেল তা বলছে না। আপনার মডেলটি বাছুন:',
    noModelThatYear:
      'আমাদের জানা {make}-এর কোনো মডেল {year} সালে তৈরি হয়নি। নম্বরটি আবার দেখুন, অথবা তালিকা থেকে আপনার বাইকটি বাছুন।',
  },
};
