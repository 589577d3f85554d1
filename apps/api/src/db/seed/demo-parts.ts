import type { parts } from '../schema.js';

export type DemoPart = Pick<
  typeof parts.$inferInsert,
  'name' | 'img' | 'description' | 'pricePoisha' | 'minimumOrder' | 'availableQuantity'
> & { nameBn: string; descriptionBn: string };

/**
 * The demo catalogue, in English and in Bangla (as a Bangladeshi parts shop writes it: English
 * trade words spelt in Bengali letters, numbers in Bengali digits). Images are our own drawings
 * under apps/web/public/images/parts.
 */
export const demoParts: DemoPart[] = [
  {
    name: 'Front Brake Disc 276 mm',
    img: '/images/parts/front-brake-disc.svg',
    description: 'Wave-cut stainless rotor for 150-160 cc street bikes; laser-cut, heat-treated and balanced.',
    nameBn: 'ফ্রন্ট ব্রেক ডিস্ক ২৭৬ মিমি',
    descriptionBn: '১৫০-১৬০ সিসির স্ট্রিট বাইকের জন্য ঢেউ-কাটা স্টেইনলেস রোটর; লেজারে কাটা, তাপে শক্ত করা ও ব্যালান্স করা।',
    pricePoisha: 185_000,
    minimumOrder: 2,
    availableQuantity: 120,
  },
  {
    name: 'Chain and Sprocket Kit 428H',
    img: '/images/parts/chain-sprocket-kit.svg',
    description: 'Heavy-duty 428H chain with 14T front and 42T rear sprockets, pre-lubricated and ready to fit.',
    nameBn: 'চেইন স্প্রোকেট কিট ৪২৮এইচ',
    descriptionBn:
      'হেভি-ডিউটি ৪২৮এইচ চেইন, সামনে ১৪ দাঁত আর পেছনে ৪২ দাঁতের স্প্রোকেটসহ; আগে থেকে লুব্রিকেট করা, লাগানোর জন্য তৈরি।',
    pricePoisha: 320_000,
    minimumOrder: 1,
    availableQuantity: 80,
  },
  {
    name: 'Spark Plug, Nickel Electrode',
    img: '/images/parts/spark-plug.svg',
    description:
      'Standard nickel spark plug with a 0.8 mm pre-set gap for 100-160 cc four-stroke engines. Fits Bajaj Pulsar 150, Honda CB Hornet 160R and Yamaha FZ-S.',
    nameBn: 'স্পার্ক প্লাগ, নিকেল ইলেকট্রোড',
    descriptionBn:
      '১০০-১৬০ সিসির ফোর-স্ট্রোক ইঞ্জিনের সাধারণ নিকেল স্পার্ক প্লাগ, ০.৮ মিমি গ্যাপ আগে থেকে সেট করা। বাজাজ পালসার ১৫০, হোন্ডা সিবি হর্নেট ১৬০আর ও ইয়ামাহা এফজেড-এস-এ লাগে।',
    pricePoisha: 35_000,
    minimumOrder: 10,
    availableQuantity: 500,
  },
  {
    name: 'Air Filter Element',
    img: '/images/parts/air-filter.svg',
    description:
      'Pleated paper panel filter with a moulded rubber seal; fits Bajaj Pulsar 150 and 180. Replace every 10,000 km, sooner on dusty roads.',
    nameBn: 'এয়ার ফিল্টার এলিমেন্ট',
    descriptionBn:
      'ছাঁচে গড়া রাবার সিলসহ ভাঁজ করা কাগজের প্যানেল ফিল্টার; বাজাজ পালসার ১৫০ ও ১৮০-তে লাগে। প্রতি ১০,০০০ কিমি পরপর বদলান, ধুলোর রাস্তায় আরও আগে।',
    pricePoisha: 65_000,
    minimumOrder: 5,
    availableQuantity: 240,
  },
  {
    name: 'Oil Filter Cartridge',
    img: '/images/parts/oil-filter.svg',
    description:
      'Paper cartridge oil filter with metal end caps for the 150 cc Yamaha FZ-S and Fazer. Change it at every second oil change.',
    nameBn: 'অয়েল ফিল্টার কার্তুজ',
    descriptionBn:
      '১৫০ সিসির ইয়ামাহা এফজেড-এস ও ফেজারের জন্য ধাতব ঢাকনাসহ কাগজের কার্তুজ অয়েল ফিল্টার। প্রতি দ্বিতীয়বার তেল বদলানোর সময় এটিও বদলান।',
    pricePoisha: 28_000,
    minimumOrder: 10,
    availableQuantity: 400,
  },
  {
    name: 'Clutch Friction Plate Set',
    img: '/images/parts/clutch-plates.svg',
    description:
      'Set of five cork-based friction plates for a smooth, slip-free take-off. Fits Honda CB Hornet 160R and Honda X-Blade.',
    nameBn: 'ক্লাচ ফ্রিকশন প্লেট সেট',
    descriptionBn:
      'মসৃণভাবে, না পিছলে চলা শুরুর জন্য কর্কের পাঁচটি ফ্রিকশন প্লেটের সেট। হোন্ডা সিবি হর্নেট ১৬০আর ও হোন্ডা এক্স-ব্লেডে লাগে।',
    pricePoisha: 165_000,
    minimumOrder: 2,
    availableQuantity: 90,
  },
  {
    name: 'Front Disc Brake Pad Set',
    img: '/images/parts/brake-pads.svg',
    description:
      'Semi-metallic pads with a centre slot and chamfered edges for quiet, fade-resistant braking. Fits the front caliper of the TVS Apache RTR 160 4V.',
    nameBn: 'ফ্রন্ট ডিস্ক ব্রেক প্যাড সেট',
    descriptionBn:
      'মাঝে খাঁজ আর ঢালু কিনারার সেমি-মেটালিক প্যাড: শব্দহীন ব্রেকিং, গরমেও জোর কমে না। টিভিএস অ্যাপাচি আরটিআর ১৬০ ৪ভি-এর সামনের ক্যালিপারে লাগে।',
    pricePoisha: 55_000,
    minimumOrder: 5,
    availableQuantity: 300,
  },
  {
    name: 'Round LED Headlight 6.5 in',
    img: '/images/parts/headlight.svg',
    description:
      'Round 12 V LED headlight with high and low beam and a daytime-running ring, in a chrome bezel with side mounting ears. Plugs into the standard three-pin socket.',
    nameBn: 'গোল এলইডি হেডলাইট ৬.৫ ইঞ্চি',
    descriptionBn:
      'হাই ও লো বিম আর দিনের আলোর রিংসহ গোল ১২ ভোল্টের এলইডি হেডলাইট, দুই পাশে লাগানোর কানসহ ক্রোম ফ্রেমে। সাধারণ তিন-পিন সকেটেই লাগে।',
    pricePoisha: 320_000,
    minimumOrder: 1,
    availableQuantity: 45,
  },
  {
    name: 'LED Tail Light Assembly',
    img: '/images/parts/tail-light.svg',
    description:
      'Sealed LED tail and brake light with a number-plate lamp, built to keep out monsoon rain. Fits Yamaha FZ-S V2.',
    nameBn: 'এলইডি টেল লাইট অ্যাসেম্বলি',
    descriptionBn:
      'নম্বর-প্লেটের বাতিসহ সিল করা এলইডি টেল ও ব্রেক লাইট, বর্ষার বৃষ্টি ঠেকাতে তৈরি। ইয়ামাহা এফজেড-এস ভি২-তে লাগে।',
    pricePoisha: 115_000,
    minimumOrder: 2,
    availableQuantity: 70,
  },
  {
    name: 'Rear-View Mirror Pair',
    img: '/images/parts/rear-view-mirrors.svg',
    description:
      'Left and right mirrors with wide glass and M10 threaded stems. Fits most Honda, Yamaha and Suzuki bikes from 100 to 165 cc.',
    nameBn: 'রিয়ার-ভিউ মিরর জোড়া',
    descriptionBn:
      'চওড়া কাচ আর M10 প্যাঁচের স্টেমসহ বাম ও ডান আয়না। ১০০ থেকে ১৬৫ সিসির বেশিরভাগ হোন্ডা, ইয়ামাহা ও সুজুকি বাইকে লাগে।',
    pricePoisha: 65_000,
    minimumOrder: 4,
    availableQuantity: 260,
  },
  {
    name: 'Handlebar Grip Pair',
    img: '/images/parts/handlebar-grips.svg',
    description:
      'Soft-compound rubber grips with a diamond pattern and bar-end caps for 22 mm (7/8 in) handlebars. Sold as a left and right pair.',
    nameBn: 'হ্যান্ডেলবার গ্রিপ জোড়া',
    descriptionBn:
      '২২ মিমি (৭/৮ ইঞ্চি) হ্যান্ডেলবারের জন্য ডায়মন্ড নকশা আর বার-এন্ড ক্যাপসহ নরম রাবারের গ্রিপ। বাম ও ডান জোড়ায় বিক্রি হয়।',
    pricePoisha: 38_000,
    minimumOrder: 5,
    availableQuantity: 350,
  },
  {
    name: 'Rear Monoshock, Gas-Charged',
    img: '/images/parts/rear-shock-absorber.svg',
    description: 'Gas-charged rear monoshock with a 7-step spring preload adjuster. Fits Yamaha FZ-S V2 and V3.',
    nameBn: 'রিয়ার মনোশক, গ্যাস-চার্জড',
    descriptionBn: '৭ ধাপের স্প্রিং প্রিলোড অ্যাডজাস্টারসহ গ্যাস-চার্জড রিয়ার মনোশক। ইয়ামাহা এফজেড-এস ভি২ ও ভি৩-তে লাগে।',
    pricePoisha: 460_000,
    minimumOrder: 1,
    availableQuantity: 35,
  },
  {
    name: 'Piston Kit 57.3 mm STD',
    img: '/images/parts/piston-kit.svg',
    description: 'Standard-bore piston with a ring set, gudgeon pin and two circlips. Fits Yamaha FZ-S and Fazer 150.',
    nameBn: 'পিস্টন কিট ৫৭.৩ মিমি STD',
    descriptionBn: 'রিং সেট, গাজন পিন আর দুটি সার্কলিপসহ স্ট্যান্ডার্ড-বোর পিস্টন। ইয়ামাহা এফজেড-এস ও ফেজার ১৫০-এ লাগে।',
    pricePoisha: 265_000,
    minimumOrder: 1,
    availableQuantity: 60,
  },
  {
    name: 'Carburettor 26 mm',
    img: '/images/parts/carburettor.svg',
    description:
      'Complete 26 mm carburettor with float bowl, choke lever and throttle-cable elbow, set to standard jetting. Fits carburettor models of the Bajaj Pulsar 150.',
    nameBn: 'কার্বুরেটর ২৬ মিমি',
    descriptionBn:
      'ফ্লোট বোল, চোক লিভার আর থ্রটল-কেবলের এলবোসহ সম্পূর্ণ ২৬ মিমি কার্বুরেটর, স্ট্যান্ডার্ড জেটিংয়ে সেট করা। বাজাজ পালসার ১৫০-এর কার্বুরেটর মডেলে লাগে।',
    pricePoisha: 420_000,
    minimumOrder: 1,
    availableQuantity: 30,
  },
  {
    name: 'Maintenance-Free Battery 12 V 5 Ah',
    img: '/images/parts/battery.svg',
    description:
      'Sealed maintenance-free 12 V 5 Ah battery, factory charged and ready to fit. Suits most 100-150 cc bikes with electric start.',
    nameBn: 'মেইনটেন্যান্স-ফ্রি ব্যাটারি ১২ ভোল্ট ৫ অ্যাম্পিয়ার-আওয়ার',
    descriptionBn:
      'সিল করা, রক্ষণাবেক্ষণ ছাড়া চলা ১২ ভোল্ট ৫ অ্যাম্পিয়ার-আওয়ারের ব্যাটারি, কারখানায় চার্জ দেওয়া, লাগানোর জন্য তৈরি। ইলেকট্রিক স্টার্টের বেশিরভাগ ১০০-১৫০ সিসি বাইকে চলে।',
    pricePoisha: 235_000,
    minimumOrder: 1,
    availableQuantity: 75,
  },
  {
    name: 'Rear Tyre 100/90-17 Tubeless',
    img: '/images/parts/rear-tyre.svg',
    description:
      'Tubeless rear tyre with a deep, water-clearing tread for wet monsoon roads. Fits the rear wheel of the Bajaj Pulsar 150.',
    nameBn: 'রিয়ার টায়ার ১০০/৯০-১৭ টিউবলেস',
    descriptionBn: 'বর্ষার ভেজা রাস্তার জন্য পানি সরানো গভীর ট্রেডের টিউবলেস টায়ার। বাজাজ পালসার ১৫০-এর পেছনের চাকায় লাগে।',
    pricePoisha: 360_000,
    minimumOrder: 2,
    availableQuantity: 110,
  },
  {
    name: 'Clutch Cable',
    img: '/images/parts/clutch-cable.svg',
    description:
      'Teflon-lined clutch cable with an in-line adjuster and moulded end nipples for a light lever pull. Fits Honda CB Hornet 160R.',
    nameBn: 'ক্লাচ কেবল',
    descriptionBn:
      'হালকা লিভার টানের জন্য ইন-লাইন অ্যাডজাস্টার আর ছাঁচে গড়া নিপলসহ টেফলন-লাইনড ক্লাচ কেবল। হোন্ডা সিবি হর্নেট ১৬০আর-এ লাগে।',
    pricePoisha: 32_000,
    minimumOrder: 10,
    availableQuantity: 420,
  },
  {
    name: 'LED Turn Indicator Pair',
    img: '/images/parts/indicators.svg',
    description:
      'Amber 12 V LED indicators on flexible rubber stalks with a two-wire connector. Needs an LED-compatible flasher relay.',
    nameBn: 'এলইডি টার্ন ইন্ডিকেটর জোড়া',
    descriptionBn:
      'নমনীয় রাবারের ডাঁটায় অ্যাম্বার রঙের ১২ ভোল্টের এলইডি ইন্ডিকেটর, দুই তারের কানেক্টরসহ। এলইডি-উপযোগী ফ্ল্যাশার রিলে লাগবে।',
    pricePoisha: 55_000,
    minimumOrder: 4,
    availableQuantity: 200,
  },
  {
    name: 'Front Fork Oil Seal Set 31 mm',
    img: '/images/parts/fork-oil-seal.svg',
    description:
      'Two oil seals and two dust seals for 31 mm fork tubes, enough for both fork legs. Fits Bajaj Pulsar 150.',
    nameBn: 'ফ্রন্ট ফর্ক অয়েল সিল সেট ৩১ মিমি',
    descriptionBn:
      '৩১ মিমি ফর্ক টিউবের জন্য দুটি অয়েল সিল আর দুটি ডাস্ট সিল, দুই ফর্ক পায়ের জন্যই যথেষ্ট। বাজাজ পালসার ১৫০-এ লাগে।',
    pricePoisha: 48_000,
    minimumOrder: 5,
    availableQuantity: 280,
  },
];
