import type { Catalogue } from '@/lib/i18n';

/** The catalogue's and the checkout's messages (translate-message-catalogue.ts), in Bangla: see ./areas.ts. */
export const messagesCatalogue: Catalogue = {
  'messages.catalogue': {
    'catalogueMessages.searchInvalid': 'একটি খোঁজ লেখা হিসেবে দিন',
    'catalogueMessages.searchTooLong': 'খোঁজ সর্বোচ্চ {1} অক্ষরের হতে পারে',
    'catalogueMessages.categoryInvalid': 'ক্যাটাগরি হতে হবে brakes-এর মতো একটি ক্যাটাগরি স্লাগ',
    'catalogueMessages.categoryUnknown': 'এমন কোনো ক্যাটাগরি নেই',
    'catalogueMessages.bikeInvalid': 'বাইক হতে হবে একটি গাড়ির আইডি ও একটি সাল, যেমন {1:en}:{2:en}',
    'catalogueMessages.bikeUnknown': 'এমন কোনো বাইক নেই: ওই মডেলটি ওই সালে তৈরি হয়নি',
    'catalogueMessages.inStockInvalid': 'স্টকে আছে কি না (inStock), তা হতে হবে true বা false',
    'catalogueMessages.priceInvalid': 'দাম হতে হবে টাকার অঙ্ক, যেমন {1:en} বা {2:en}',
    'catalogueMessages.priceRange': 'সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি হতে পারে না',
    'catalogueMessages.sortInvalid':
      'সাজানোর ধরন হতে হবে এগুলোর একটি: relevance, position, price-asc, price-desc, newest',
    'catalogueMessages.relevanceNeedsSearch': 'প্রাসঙ্গিকতা অনুযায়ী সাজাতে কিছু একটা খুঁজতে হবে',
    'catalogueMessages.pageInvalid': 'পেজ হতে হবে {1} বা তার বেশি একটি পূর্ণসংখ্যা',
    'catalogueMessages.pageSizeInvalid': 'পেজের আকার হতে হবে {1} থেকে {2}-এর মধ্যে একটি পূর্ণসংখ্যা',
    'catalogueMessages.unknownParameter': 'অজানা প্যারামিটার: {name}',
    'catalogueMessages.vehicleInvalid': 'তালিকা থেকে একটি বাইক বেছে নিন',
    'catalogueMessages.yearInvalid': 'ওই বাইকের একটি মডেল সাল বেছে নিন',
    'catalogueMessages.garageFull': 'একটি গ্যারেজে সর্বোচ্চ {1}টি বাইক রাখা যায়; আগে একটি সরান',
    'catalogueMessages.bikeNotFound': 'বাইকটি আপনার গ্যারেজে নেই',

    'catalogueFileMessages.tooLarge':
      'ক্যাটালগ ফাইল সর্বোচ্চ {1} MB হতে পারে (প্রায় {2}টি পার্টস)। বড় ক্যাটালগ কয়েকটি ফাইলে ভাগ করুন: প্রতিটি সারি SKU মিলিয়ে তার পার্টস আপডেট করে।',
    'catalogueFileMessages.chooseFile': 'ইমপোর্ট করার জন্য ক্যাটালগ ফাইল (CSV) বেছে নিন',
    'catalogueFileMessages.empty': 'ফাইলটি খালি: এর প্রথম সারিতে কলামগুলোর নাম থাকতে হবে',
    'catalogueFileMessages.noRows': 'ফাইলে কোনো পার্টস নেই, শুধু প্রথম সারিটি আছে',
    'catalogueFileMessages.unclosedQuote': 'উদ্ধৃতিচিহ্ন দিয়ে শুরু হওয়া একটি ঘর বন্ধ হয়নি: একটি " নেই',
    'catalogueFileMessages.missingColumn': 'প্রথম সারিতে {column} কলাম নেই',
    'catalogueFileMessages.unknownColumn':
      'অজানা কলাম "{column}": কলামগুলো হলো sku, name, category, description, price, minimumOrder, availableQuantity, img, oemNumbers, fitment',
    'catalogueFileMessages.repeatedColumn': '{column} কলামের নাম দুবার দেওয়া আছে',
    'catalogueFileMessages.cellCount': 'এই সারিতে {found}টি ঘর আছে; প্রথম সারিতে {expected}টি কলামের নাম আছে',
    'catalogueFileMessages.skuRequired': 'SKU দিতে হবে',
    'catalogueFileMessages.skuInvalid':
      'SKU-তে থাকতে পারে অক্ষর, অঙ্ক এবং . _ / - (শুরু হবে অক্ষর বা অঙ্ক দিয়ে), সর্বোচ্চ {1} অক্ষর',
    'catalogueFileMessages.skuRepeated': 'SKU {sku} সারি {row}-এও আছে',
    'catalogueFileMessages.categoryRequired': 'ক্যাটাগরি দিতে হবে (brakes-এর মতো একটি ক্যাটাগরি স্লাগ)',
    'catalogueFileMessages.categoryUnknown': '"{slug}" নামে কোনো ক্যাটাগরি নেই',
    'catalogueFileMessages.required': '{label} দিতে হবে',
    'catalogueFileMessages.numberInvalid': '{label} একটি সংখ্যা হতে হবে, যেমন {1:en} বা {2:en}',
    'catalogueFileMessages.availableQuantityNegative': 'মজুদ পরিমাণ {1}-এর কম হতে পারে না',
    'catalogueFileMessages.availableQuantityTooLarge': 'মজুদ পরিমাণ অনেক বেশি',
    'catalogueFileMessages.oemNumberTooLong': 'OEM নম্বর সর্বোচ্চ {1} অক্ষরের হতে পারে',
    'catalogueFileMessages.fitmentInvalid': 'ফিটমেন্ট "{entry}" হতে হবে make|model|variant|yearFrom-yearTo আকারে',
    'catalogueFileMessages.fitmentYears':
      'ফিটমেন্ট "{entry}": সাল হতে হবে {1} থেকে {2}-এর মধ্যে, আর প্রথম সাল শেষ সালের পরে হতে পারবে না',
    'catalogueFileMessages.fitmentRepeated': 'ফিটমেন্ট "{entry}" দুবার দেওয়া আছে',
    'catalogueFileMessages.fitmentVehicleUnknown': 'ফিটমেন্ট "{entry}": এমন কোনো বাইক নেই (make|model|variant)',
    'catalogueFileMessages.fitmentOutsideVehicleYears':
      'ফিটমেন্ট "{entry}": ওই বাইকটি {yearFrom} থেকে {yearTo} সাল পর্যন্ত তৈরি হয়েছে',
    'catalogueFileMessages.rejected':
      '{rowCount}টি সারিতে সমস্যা আছে, তাই কিছুই ইমপোর্ট হয়নি। সেগুলো ঠিক করে ফাইলটি আবার ইমপোর্ট করুন।',
    'catalogueFileMessages.imported': '{created}টি পার্টস যোগ হয়েছে, {updated}টি আপডেট হয়েছে',

    'checkoutMessages.mobileInvalid': 'একটি বাংলাদেশি মোবাইল নম্বর দিন, যেমন {1}-{2}',
    'checkoutMessages.deliveryNameRequired': 'নাম দিতে হবে',
    'checkoutMessages.streetRequired': 'রাস্তার ঠিকানা দিতে হবে',
    'checkoutMessages.placeRequired': 'আপনার বিভাগ, জেলা ও উপজেলা বেছে নিন',
    'checkoutMessages.placeInvalid': 'ওই উপজেলাটি ওই জেলায় নেই, অথবা ওই জেলাটি ওই বিভাগে নেই',
    'checkoutMessages.paymentMethodUnavailable': 'এই শপে ওই পেমেন্ট পদ্ধতি চালু নেই',
    'checkoutMessages.codTooLarge': 'ক্যাশ অন ডেলিভারি শুধু {1} পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন',
    'checkoutMessages.cartEmpty': 'আপনার কার্ট খালি',
    'checkoutMessages.cartTooLong': 'একটি কার্টে সর্বোচ্চ {max}টি পার্টস রাখা যায়',
    'checkoutMessages.cartPartTwice': 'কার্টে একটি পার্টস দুবার আছে',
    'checkoutMessages.partNoLongerSold': '{name} আর বিক্রি হয় না: এটি আপনার কার্ট থেকে সরিয়ে দিন',
    'checkoutMessages.partQuantityNow': '{name}: পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে',
    'checkoutMessages.idempotencyKeyRequired': 'একটি Idempotency-Key হেডার দিতে হবে ({1} থেকে {2}টি অক্ষর, অঙ্ক, - বা _)',
    'checkoutMessages.phoneCodeInvalid': 'কোডটি সঠিক নয়। SMS দেখে আবার চেষ্টা করুন।',
    'checkoutMessages.phoneCodeExpired': 'কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন একটি কোড চান।',
    'checkoutMessages.phoneCodeLocked': 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন একটি কোড চান।',
    'checkoutMessages.phoneCodeTooSoon': '{seconds} সেকেন্ড পরে নতুন কোড পাঠানো যাবে',
    'checkoutMessages.phoneCodesTooMany': 'এই ফোন নম্বর বা অ্যাকাউন্টে অনেকগুলো কোড পাঠানো হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    'checkoutMessages.phoneCodeNotNeeded': 'এই অর্ডারের জন্য ফোন কোড লাগবে না',
    'checkoutMessages.onlinePaymentUnavailable':
      'অনলাইন পেমেন্ট এখন সাড়া দিচ্ছে না। আপনার অর্ডার সংরক্ষিত আছে আর এর পার্টস আপনার জন্য রাখা আছে: পরে আমার অর্ডার থেকে এর পেমেন্ট করুন।',
    'checkoutMessages.notPaidOnline': 'এই অর্ডারটি অনলাইনে পেমেন্টের অর্ডার নয়',
    'checkoutMessages.paymentNotHeld': 'এই পেমেন্টটি যাচাইয়ের অপেক্ষায় নেই',

    'catalogueFileColumns.price': 'দাম',
    'catalogueFileColumns.minimumOrder': 'সর্বনিম্ন অর্ডার',
    'catalogueFileColumns.availableQuantity': 'মজুদ পরিমাণ',
  },
};
