import { formatCountIn } from '@motoforge/contract';
import { demoParts, type DemoPart } from './demo-parts.js';
import { demoVehicles, vehicleKey, type DemoVehicle } from './demo-vehicles.js';

/** A fitment row of the demo data: the vehicle by `make|model|variant`, its years when narrower. */
export type DemoFitment = { vehicle: string; yearFrom?: number; yearTo?: number; note?: string };

export type DemoCataloguePart = DemoPart & {
  sku: string;
  category: string;
  oemNumbers: string[];
  /** Old part numbers it supersedes (docs/search.md#old-part-numbers). */
  replaces?: string[];
  fitment: DemoFitment[];
};

const PULSAR_150 = ['Bajaj|Pulsar 150|Single Disc', 'Bajaj|Pulsar 150|Twin Disc'];
const FZ_S = ['Yamaha|FZ-S|V2', 'Yamaha|FZ-S|V3'];

/**
 * What the spec's demo parts are in the catalogue: SKU, category, OEM numbers and the bikes their
 * descriptions name. A part with no fitment (the headlight, grips, battery, indicators) says
 * "Fitment not listed" rather than guessing.
 */
const demoPartDetails: Record<string, Omit<DemoCataloguePart, keyof DemoPart>> = {
  'Front Brake Disc 276 mm': {
    sku: 'MF-BRK-0001',
    category: 'brakes',
    oemNumbers: ['JZ191012'],
    fitment: [
      { vehicle: 'Bajaj|Pulsar 150|Twin Disc' },
      { vehicle: 'Bajaj|Pulsar N160|' },
      { vehicle: 'Bajaj|Pulsar NS160|' },
    ],
  },
  'Chain and Sprocket Kit 428H': {
    sku: 'MF-CHN-0001',
    category: 'chain-sprockets',
    oemNumbers: ['DK101040'],
    fitment: [...PULSAR_150.map((vehicle) => ({ vehicle })), { vehicle: 'Bajaj|Pulsar 180|' }],
  },
  'Spark Plug, Nickel Electrode': {
    sku: 'MF-ELC-0001',
    category: 'electrical',
    oemNumbers: ['31919-KRM-841', '94702-00360'],
    fitment: [
      ...PULSAR_150.map((vehicle) => ({ vehicle })),
      { vehicle: 'Honda|CB Hornet 160R|' },
      ...FZ_S.map((vehicle) => ({ vehicle })),
    ],
  },
  'Air Filter Element': {
    sku: 'MF-FLT-0001',
    category: 'filters',
    oemNumbers: ['JN241802'],
    fitment: [...PULSAR_150.map((vehicle) => ({ vehicle })), { vehicle: 'Bajaj|Pulsar 180|' }],
  },
  'Oil Filter Cartridge': {
    sku: 'MF-FLT-0002',
    category: 'filters',
    oemNumbers: ['1WD-E3440-00'],
    replaces: ['5D3-E3440-00'],
    fitment: [...FZ_S.map((vehicle) => ({ vehicle })), { vehicle: 'Yamaha|Fazer FI|V2' }],
  },
  'Clutch Friction Plate Set': {
    sku: 'MF-CLT-0001',
    category: 'clutch-transmission',
    oemNumbers: ['22201-KYT-940'],
    replaces: ['22201-KYT-900', '22201-KYT-910'],
    fitment: [{ vehicle: 'Honda|CB Hornet 160R|' }, { vehicle: 'Honda|X-Blade|' }],
  },
  'Front Disc Brake Pad Set': {
    sku: 'MF-BRK-0002',
    category: 'brakes',
    oemNumbers: ['N9180470'],
    replaces: ['N9180460'],
    fitment: [{ vehicle: 'TVS|Apache RTR 160 4V|' }],
  },
  'Round LED Headlight 6.5 in': { sku: 'MF-LGT-0001', category: 'lighting', oemNumbers: [], fitment: [] },
  'LED Tail Light Assembly': {
    sku: 'MF-LGT-0002',
    category: 'lighting',
    oemNumbers: ['2GS-H4710-00'],
    fitment: [{ vehicle: 'Yamaha|FZ-S|V2' }],
  },
  'Rear-View Mirror Pair': {
    sku: 'MF-BDY-0001',
    category: 'body',
    oemNumbers: [],
    fitment: [
      { vehicle: 'Honda|CB Shine 125|' },
      { vehicle: 'Honda|Livo 110|' },
      ...FZ_S.map((vehicle) => ({ vehicle })),
      { vehicle: 'Suzuki|Gixxer 155|' },
    ],
  },
  'Handlebar Grip Pair': { sku: 'MF-CTL-0001', category: 'controls', oemNumbers: [], fitment: [] },
  'Rear Monoshock, Gas-Charged': {
    sku: 'MF-SUS-0001',
    category: 'suspension',
    oemNumbers: ['2GS-F2210-00'],
    fitment: FZ_S.map((vehicle) => ({ vehicle })),
  },
  'Piston Kit 57.3 mm STD': {
    sku: 'MF-ENG-0001',
    category: 'engine',
    oemNumbers: ['21C-E1631-00'],
    fitment: [...FZ_S.map((vehicle) => ({ vehicle })), { vehicle: 'Yamaha|Fazer FI|V2' }],
  },
  'Carburettor 26 mm': {
    sku: 'MF-ENG-0002',
    category: 'engine',
    oemNumbers: ['JL531007'],
    fitment: [{ vehicle: 'Bajaj|Pulsar 150|Single Disc', yearTo: 2019, note: 'Carburettor models only' }],
  },
  'Maintenance-Free Battery 12 V 5 Ah': { sku: 'MF-ELC-0002', category: 'electrical', oemNumbers: [], fitment: [] },
  'Rear Tyre 100/90-17 Tubeless': {
    sku: 'MF-WHL-0001',
    category: 'wheels-tyres',
    oemNumbers: [],
    fitment: PULSAR_150.map((vehicle) => ({ vehicle })),
  },
  'Clutch Cable': {
    sku: 'MF-CTL-0002',
    category: 'controls',
    oemNumbers: ['22870-KTE-900'],
    fitment: [{ vehicle: 'Honda|CB Hornet 160R|' }],
  },
  'LED Turn Indicator Pair': { sku: 'MF-LGT-0003', category: 'lighting', oemNumbers: [], fitment: [] },
  'Front Fork Oil Seal Set 31 mm': {
    sku: 'MF-SUS-0002',
    category: 'suspension',
    oemNumbers: ['DJ121030'],
    fitment: PULSAR_150.map((vehicle) => ({ vehicle })),
  },
};

type Template = {
  name: string;
  nameBn: string;
  category: string;
  code: string;
  img: string;
  /** Price in taka for a 100 cc bike; larger engines cost more. */
  basePrice: number;
  minimumOrder: number;
  description: string;
  descriptionBn: string;
};

/** Parts made for one model each, crossed with the demo vehicles to make a catalogue of hundreds. */
const templates: Template[] = [
  {
    name: 'Front Disc Brake Pad Set',
    nameBn: 'ফ্রন্ট ডিস্ক ব্রেক প্যাড সেট',
    category: 'brakes',
    code: 'BRK',
    img: '/images/parts/brake-pads.svg',
    basePrice: 450,
    minimumOrder: 2,
    description: 'Semi-metallic front pads that stay quiet in the wet.',
    descriptionBn: 'ভেজা রাস্তাতেও শব্দ না করা সেমি-মেটালিক সামনের প্যাড।',
  },
  {
    name: 'Rear Brake Shoe Set',
    nameBn: 'রিয়ার ব্রেক শু সেট',
    category: 'brakes',
    code: 'BRK',
    img: '/images/parts/brake-pads.svg',
    basePrice: 380,
    minimumOrder: 2,
    description: 'Bonded drum-brake shoes with return springs.',
    descriptionBn: 'রিটার্ন স্প্রিংসহ বন্ডেড ড্রাম-ব্রেক শু।',
  },
  {
    name: 'Front Brake Disc',
    nameBn: 'ফ্রন্ট ব্রেক ডিস্ক',
    category: 'brakes',
    code: 'BRK',
    img: '/images/parts/front-brake-disc.svg',
    basePrice: 1650,
    minimumOrder: 1,
    description: 'Heat-treated stainless rotor, balanced and ready to bolt on.',
    descriptionBn: 'তাপে শক্ত করা স্টেইনলেস রোটর, ব্যালান্স করা, সরাসরি লাগানোর জন্য তৈরি।',
  },
  {
    name: 'Chain and Sprocket Kit',
    nameBn: 'চেইন স্প্রোকেট কিট',
    category: 'chain-sprockets',
    code: 'CHN',
    img: '/images/parts/chain-sprocket-kit.svg',
    basePrice: 2400,
    minimumOrder: 1,
    description: 'O-ring chain with matched front and rear sprockets.',
    descriptionBn: 'সামনের ও পেছনের মানানসই স্প্রোকেটসহ ও-রিং চেইন।',
  },
  {
    name: 'Clutch Plate Set',
    nameBn: 'ক্লাচ প্লেট সেট',
    category: 'clutch-transmission',
    code: 'CLT',
    img: '/images/parts/clutch-plates.svg',
    basePrice: 1150,
    minimumOrder: 1,
    description: 'Friction plates for a clean, slip-free take-off.',
    descriptionBn: 'পরিষ্কার, না পিছলে চলা শুরুর জন্য ফ্রিকশন প্লেট।',
  },
  {
    name: 'Air Filter Element',
    nameBn: 'এয়ার ফিল্টার এলিমেন্ট',
    category: 'filters',
    code: 'FLT',
    img: '/images/parts/air-filter.svg',
    basePrice: 420,
    minimumOrder: 2,
    description: 'Pleated paper element for dusty city roads.',
    descriptionBn: 'শহরের ধুলোময় রাস্তার জন্য ভাঁজ করা কাগজের এলিমেন্ট।',
  },
  {
    name: 'Oil Filter',
    nameBn: 'অয়েল ফিল্টার',
    category: 'filters',
    code: 'FLT',
    img: '/images/parts/oil-filter.svg',
    basePrice: 240,
    minimumOrder: 5,
    description: 'Paper oil filter; change it at every second oil change.',
    descriptionBn: 'কাগজের অয়েল ফিল্টার; প্রতি দ্বিতীয়বার তেল বদলানোর সময় বদলান।',
  },
  {
    name: 'Spark Plug',
    nameBn: 'স্পার্ক প্লাগ',
    category: 'electrical',
    code: 'ELC',
    img: '/images/parts/spark-plug.svg',
    basePrice: 260,
    minimumOrder: 5,
    description: 'Nickel-electrode plug with the gap set at the factory.',
    descriptionBn: 'কারখানায় গ্যাপ সেট করা নিকেল-ইলেকট্রোড প্লাগ।',
  },
  {
    name: 'Regulator Rectifier',
    nameBn: 'রেগুলেটর রেক্টিফায়ার',
    category: 'electrical',
    code: 'ELC',
    img: '/images/parts/battery.svg',
    basePrice: 1350,
    minimumOrder: 1,
    description: 'Keeps the battery charged without boiling it.',
    descriptionBn: 'ব্যাটারি না ফুটিয়ে চার্জ ধরে রাখে।',
  },
  {
    name: 'Starter Relay',
    nameBn: 'স্টার্টার রিলে',
    category: 'electrical',
    code: 'ELC',
    img: '/images/parts/battery.svg',
    basePrice: 520,
    minimumOrder: 1,
    description: 'Sealed starter relay with a 30 A fuse holder.',
    descriptionBn: '৩০ অ্যাম্পিয়ার ফিউজ হোল্ডারসহ সিল করা স্টার্টার রিলে।',
  },
  {
    name: 'Piston Kit STD',
    nameBn: 'পিস্টন কিট STD',
    category: 'engine',
    code: 'ENG',
    img: '/images/parts/piston-kit.svg',
    basePrice: 1900,
    minimumOrder: 1,
    description: 'Standard-bore piston with rings, pin and circlips.',
    descriptionBn: 'রিং, পিন ও সার্কলিপসহ স্ট্যান্ডার্ড-বোর পিস্টন।',
  },
  {
    name: 'Cam Chain Kit',
    nameBn: 'ক্যাম চেইন কিট',
    category: 'engine',
    code: 'ENG',
    img: '/images/parts/piston-kit.svg',
    basePrice: 1250,
    minimumOrder: 1,
    description: 'Cam chain with tensioner guide and slipper.',
    descriptionBn: 'টেনশনার গাইড ও স্লিপারসহ ক্যাম চেইন।',
  },
  {
    name: 'Headlight Assembly',
    nameBn: 'হেডলাইট অ্যাসেম্বলি',
    category: 'lighting',
    code: 'LGT',
    img: '/images/parts/headlight.svg',
    basePrice: 2100,
    minimumOrder: 1,
    description: 'Complete headlight with bulb holder and wiring.',
    descriptionBn: 'বাল্ব হোল্ডার ও ওয়্যারিংসহ সম্পূর্ণ হেডলাইট।',
  },
  {
    name: 'Tail Light Assembly',
    nameBn: 'টেল লাইট অ্যাসেম্বলি',
    category: 'lighting',
    code: 'LGT',
    img: '/images/parts/tail-light.svg',
    basePrice: 950,
    minimumOrder: 1,
    description: 'Sealed tail and brake light with the number-plate lamp.',
    descriptionBn: 'নম্বর-প্লেটের বাতিসহ সিল করা টেল ও ব্রেক লাইট।',
  },
  {
    name: 'Front Fork Oil Seal Set',
    nameBn: 'ফ্রন্ট ফর্ক অয়েল সিল সেট',
    category: 'suspension',
    code: 'SUS',
    img: '/images/parts/fork-oil-seal.svg',
    basePrice: 480,
    minimumOrder: 2,
    description: 'Oil and dust seals for both fork legs.',
    descriptionBn: 'দুই ফর্ক পায়ের জন্য অয়েল ও ডাস্ট সিল।',
  },
  {
    name: 'Rear Shock Absorber',
    nameBn: 'রিয়ার শক অ্যাবজরবার',
    category: 'suspension',
    code: 'SUS',
    img: '/images/parts/rear-shock-absorber.svg',
    basePrice: 2600,
    minimumOrder: 1,
    description: 'Gas-charged shock with a preload adjuster.',
    descriptionBn: 'প্রিলোড অ্যাডজাস্টারসহ গ্যাস-চার্জড শক।',
  },
  {
    name: 'Clutch Cable',
    nameBn: 'ক্লাচ কেবল',
    category: 'controls',
    code: 'CTL',
    img: '/images/parts/clutch-cable.svg',
    basePrice: 320,
    minimumOrder: 2,
    description: 'Teflon-lined cable with an in-line adjuster.',
    descriptionBn: 'ইন-লাইন অ্যাডজাস্টারসহ টেফলন-লাইনড কেবল।',
  },
  {
    name: 'Throttle Cable',
    nameBn: 'থ্রটল কেবল',
    category: 'controls',
    code: 'CTL',
    img: '/images/parts/clutch-cable.svg',
    basePrice: 290,
    minimumOrder: 2,
    description: 'Smooth, pre-lubricated throttle cable.',
    descriptionBn: 'মসৃণ, আগে থেকে লুব্রিকেট করা থ্রটল কেবল।',
  },
  {
    name: 'Speedometer Cable',
    nameBn: 'স্পিডোমিটার কেবল',
    category: 'controls',
    code: 'CTL',
    img: '/images/parts/clutch-cable.svg',
    basePrice: 260,
    minimumOrder: 2,
    description: 'Speedometer drive cable with crimped ends.',
    descriptionBn: 'চেপে আটকানো মাথাসহ স্পিডোমিটারের ড্রাইভ কেবল।',
  },
  {
    name: 'Rear-View Mirror Pair',
    nameBn: 'রিয়ার-ভিউ মিরর জোড়া',
    category: 'body',
    code: 'BDY',
    img: '/images/parts/rear-view-mirrors.svg',
    basePrice: 550,
    minimumOrder: 1,
    description: 'Left and right mirrors with wide glass.',
    descriptionBn: 'চওড়া কাচসহ বাম ও ডান আয়না।',
  },
  {
    name: 'Rear Tyre Tubeless',
    nameBn: 'রিয়ার টায়ার টিউবলেস',
    category: 'wheels-tyres',
    code: 'WHL',
    img: '/images/parts/rear-tyre.svg',
    basePrice: 2900,
    minimumOrder: 1,
    description: 'Deep-tread tubeless tyre that clears monsoon water.',
    descriptionBn: 'বর্ষার পানি সরানো গভীর ট্রেডের টিউবলেস টায়ার।',
  },
  {
    name: 'Turn Indicator Pair',
    nameBn: 'টার্ন ইন্ডিকেটর জোড়া',
    category: 'lighting',
    code: 'LGT',
    img: '/images/parts/indicators.svg',
    basePrice: 420,
    minimumOrder: 1,
    description: 'Amber indicators with the makers’ two-wire plug.',
    descriptionBn: 'নির্মাতাদের দুই তারের প্লাগসহ অ্যাম্বার ইন্ডিকেটর।',
  },
];

/** A deterministic stream of numbers, so the demo catalogue is the same on every machine. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
}

/** An OEM number in the style of the make's own catalogue. */
function oemNumber(make: string, next: () => number): string {
  const digits = (count: number) => String(next() % 10 ** count).padStart(count, '0');
  const letters = (count: number) =>
    Array.from({ length: count }, () => String.fromCharCode(65 + (next() % 26))).join('');
  switch (make) {
    case 'Honda':
    case 'Hero':
      return `${digits(5)}-${letters(3)}-${digits(3)}`;
    case 'Yamaha':
      return `${digits(1)}${letters(2)}-${letters(1)}${digits(4)}-00`;
    case 'Suzuki':
      return `${digits(5)}-${digits(2)}${letters(1)}${digits(2)}`;
    case 'TVS':
      return `N${digits(7)}`;
    default:
      return `${letters(2)}${digits(6)}`;
  }
}

/** The demo models, with the variants that share their parts grouped together. */
type DemoModel = Pick<DemoVehicle, 'make' | 'makeBn' | 'model' | 'modelBn' | 'cc'> & { vehicles: DemoVehicle[] };

function models(): DemoModel[] {
  const byModel = new Map<string, DemoModel>();
  for (const vehicle of demoVehicles) {
    const key = `${vehicle.make}|${vehicle.model}`;
    const { make, makeBn, model, modelBn, cc } = vehicle;
    const entry = byModel.get(key) ?? { make, makeBn, model, modelBn, cc, vehicles: [] };
    entry.vehicles.push(vehicle);
    byModel.set(key, entry);
  }
  return [...byModel.values()];
}

/** `template` made for `model`, fitting `fits` (its variants, or one of them) over their years. */
function modelPart(
  model: DemoModel,
  template: Template,
  fits: DemoVehicle[],
  sku: string,
  next: () => number,
): DemoCataloguePart {
  const price = Math.round((template.basePrice * (1 + (model.cc - 100) / 250)) / 10) * 10;
  const variant = fits.length === 1 ? (fits[0]?.variant ?? '') : '';
  const variantBn = fits.length === 1 ? (fits[0]?.variantBn ?? '') : '';
  const forWhat = [model.make, model.model, variant].filter(Boolean).join(' ');
  const forWhatBn = [model.makeBn, model.modelBn, variantBn].filter(Boolean).join(' ');
  return {
    sku,
    category: template.category,
    oemNumbers: [oemNumber(model.make, next)],
    name: `${template.name}, ${forWhat}`,
    img: template.img,
    description: `${template.description} Made for the ${forWhat} (${model.cc} cc).`,
    nameBn: `${template.nameBn}, ${forWhatBn}`,
    descriptionBn: `${template.descriptionBn} ${forWhatBn}-এর জন্য তৈরি (${formatCountIn('bn', model.cc)} সিসি)।`,
    pricePoisha: price * 100,
    minimumOrder: template.minimumOrder,
    availableQuantity: next() % 7 === 0 ? 0 : 20 + (next() % 400),
    fitment: fits.map((vehicle) => ({ vehicle: vehicleKey(vehicle) })),
  };
}

function generatedParts(): DemoCataloguePart[] {
  const next = numbers(20_261_125);
  const skuCounts = new Map<string, number>([
    ['BRK', 2],
    ['CHN', 1],
    ['CLT', 1],
    ['FLT', 2],
    ['ELC', 2],
    ['ENG', 2],
    ['LGT', 3],
    ['SUS', 2],
    ['CTL', 2],
    ['BDY', 1],
    ['WHL', 1],
  ]);
  const result: DemoCataloguePart[] = [];
  models().forEach((model, modelIndex) => {
    templates.forEach((template, templateIndex) => {
      // Not every part is made for every model: about one in two is.
      if ((modelIndex + templateIndex) % 2 === 0) return;
      const count = (skuCounts.get(template.code) ?? 0) + 1;
      skuCounts.set(template.code, count);
      // A part of a model with variants fits only the variants it was made for, when they differ.
      const fits =
        model.vehicles.length > 1 && template.category === 'brakes'
          ? [model.vehicles[templateIndex % model.vehicles.length] as DemoVehicle]
          : model.vehicles;
      result.push(modelPart(model, template, fits, `MF-${template.code}-${String(count).padStart(4, '0')}`, next));
    });
  });
  return result;
}

/** Scooters of the demo data: a belt drive (CVT), so no chain, clutch plates or clutch cable. */
const SCOOTERS = new Set(['Yamaha|Ray ZR 125']);
const isScooter = (vehicle: DemoVehicle) => SCOOTERS.has(`${vehicle.make}|${vehicle.model}`);
/** Commuters (up to 125 cc) take drum brakes and 18 in tube tyres; the rest discs and 17 in wheels. */
const isCommuter = (vehicle: DemoVehicle) => vehicle.cc <= 125;
const hasFrontDisc = (vehicle: DemoVehicle) => vehicle.variant.includes('Disc') || vehicle.cc >= 125;
const hasRearDisc = (vehicle: DemoVehicle) =>
  vehicle.variant === 'Twin Disc' || (vehicle.cc >= 155 && vehicle.variant !== 'Single Disc');

/**
 * The wear and service parts a rider of every demo bike needs (docs/product.md#catalogue): a kind
 * is met by a part whose name starts with one of `names` and whose fitment names the vehicle. The
 * seed test fails when a demo vehicle lacks one.
 */
export const WEAR_AND_SERVICE_PARTS: { kind: string; names: string[]; isFor?: (vehicle: DemoVehicle) => boolean }[] = [
  { kind: 'front brake pads or shoes', names: ['Front Disc Brake Pad Set', 'Front Brake Shoe Set'] },
  { kind: 'rear brake pads or shoes', names: ['Rear Brake Shoe Set', 'Rear Disc Brake Pad Set'] },
  { kind: 'chain and sprocket kit', names: ['Chain and Sprocket Kit'], isFor: (vehicle) => !isScooter(vehicle) },
  { kind: 'drive belt', names: ['Drive Belt'], isFor: isScooter },
  { kind: 'clutch plates', names: ['Clutch Plate Set', 'Clutch Friction Plate Set'], isFor: (v) => !isScooter(v) },
  { kind: 'air filter', names: ['Air Filter Element'] },
  { kind: 'oil filter', names: ['Oil Filter'] },
  { kind: 'fuel filter', names: ['Fuel Filter'] },
  { kind: 'spark plug', names: ['Spark Plug'] },
  { kind: 'clutch cable', names: ['Clutch Cable'], isFor: (vehicle) => !isScooter(vehicle) },
  { kind: 'throttle cable', names: ['Throttle Cable'] },
  { kind: 'headlight bulb', names: ['Headlight Bulb'] },
  { kind: 'front tyre', names: ['Front Tyre'] },
  { kind: 'rear tyre', names: ['Rear Tyre'] },
  { kind: 'tyre tube', names: ['Tyre Tube'] },
  { kind: 'battery', names: ['Battery'] },
];

/** Parts one model each needs that the crossing above left out, made from these. */
const frontShoes: Template = {
  name: 'Front Brake Shoe Set',
  nameBn: 'ফ্রন্ট ব্রেক শু সেট',
  category: 'brakes',
  code: 'BRK',
  img: '/images/parts/brake-pads.svg',
  basePrice: 380,
  minimumOrder: 2,
  description: 'Bonded front drum-brake shoes with return springs.',
  descriptionBn: 'রিটার্ন স্প্রিংসহ বন্ড করা সামনের ড্রাম-ব্রেক শু।',
};
const rearPads: Template = {
  name: 'Rear Disc Brake Pad Set',
  nameBn: 'রিয়ার ডিস্ক ব্রেক প্যাড সেট',
  category: 'brakes',
  code: 'BRK',
  img: '/images/parts/brake-pads.svg',
  basePrice: 420,
  minimumOrder: 2,
  description: 'Sintered rear pads for a steady, even bite.',
  descriptionBn: 'স্থির, সমান কামড়ের জন্য সিন্টার্ড পেছনের প্যাড।',
};
const driveBelt: Template = {
  name: 'Drive Belt',
  nameBn: 'ড্রাইভ বেল্ট',
  category: 'chain-sprockets',
  code: 'CHN',
  img: '/images/parts/chain-sprocket-kit.svg',
  basePrice: 1100,
  minimumOrder: 1,
  description: 'Aramid-reinforced CVT belt.',
  descriptionBn: 'অ্যারামিড দিয়ে মজবুত করা সিভিটি বেল্ট।',
};

/** Parts one size of which fits a whole class of bikes, each with its fitment by model and year. */
const sharedParts: (Omit<DemoCataloguePart, 'sku' | 'oemNumbers' | 'fitment'> & {
  code: string;
  isFor: (vehicle: DemoVehicle) => boolean;
})[] = [
  {
    name: 'Fuel Filter, Inline 6 mm',
    nameBn: 'ফুয়েল ফিল্টার, ইনলাইন ৬ মিমি',
    category: 'filters',
    code: 'FLT',
    img: '/images/parts/oil-filter.svg',
    pricePoisha: 12_000,
    minimumOrder: 2,
    availableQuantity: 600,
    description: 'Paper-element inline filter for the 6 mm fuel hose of carburettor and injected bikes.',
    descriptionBn: 'কার্বুরেটর ও ইনজেকশন বাইকের ৬ মিমি ফুয়েল হোসের কাগজের ফিল্টার।',
    isFor: () => true,
  },
  {
    name: 'Headlight Bulb HS1 12 V 35/35 W',
    nameBn: 'হেডলাইট বাল্ব এইচএস১ ১২ ভোল্ট ৩৫/৩৫ ওয়াট',
    category: 'lighting',
    code: 'LGT',
    img: '/images/parts/headlight.svg',
    pricePoisha: 18_000,
    minimumOrder: 2,
    availableQuantity: 500,
    description: 'Halogen high and low beam bulb for commuter headlights.',
    descriptionBn: 'কমিউটার হেডলাইটের হ্যালোজেন হাই ও লো বিম বাল্ব।',
    isFor: isCommuter,
  },
  {
    name: 'Headlight Bulb H4 12 V 60/55 W',
    nameBn: 'হেডলাইট বাল্ব এইচ৪ ১২ ভোল্ট ৬০/৫৫ ওয়াট',
    category: 'lighting',
    code: 'LGT',
    img: '/images/parts/headlight.svg',
    pricePoisha: 25_000,
    minimumOrder: 2,
    availableQuantity: 400,
    description: 'Halogen high and low beam bulb for 150 cc and larger headlights.',
    descriptionBn: '১৫০ সিসি ও তার বড় বাইকের হেডলাইটের হ্যালোজেন হাই ও লো বিম বাল্ব।',
    isFor: (vehicle) => !isCommuter(vehicle),
  },
  {
    name: 'Front Tyre 2.75-18',
    nameBn: 'ফ্রন্ট টায়ার ২.৭৫-১৮',
    category: 'wheels-tyres',
    code: 'WHL',
    img: '/images/parts/rear-tyre.svg',
    pricePoisha: 190_000,
    minimumOrder: 1,
    availableQuantity: 120,
    description: 'Ribbed front tyre for 18 in commuter rims, with a tube.',
    descriptionBn: '১৮ ইঞ্চি কমিউটার রিমের খাঁজকাটা সামনের টায়ার, টিউবসহ চলে।',
    isFor: isCommuter,
  },
  {
    name: 'Front Tyre 90/90-17 Tubeless',
    nameBn: 'ফ্রন্ট টায়ার ৯০/৯০-১৭ টিউবলেস',
    category: 'wheels-tyres',
    code: 'WHL',
    img: '/images/parts/rear-tyre.svg',
    pricePoisha: 240_000,
    minimumOrder: 1,
    availableQuantity: 90,
    description: 'Tubeless front tyre for 17 in alloy wheels.',
    descriptionBn: '১৭ ইঞ্চি অ্যালয় চাকার টিউবলেস সামনের টায়ার।',
    isFor: (vehicle) => !isCommuter(vehicle),
  },
  {
    name: 'Tyre Tube 2.75/3.00-18',
    nameBn: 'টায়ার টিউব ২.৭৫/৩.০০-১৮',
    category: 'wheels-tyres',
    code: 'WHL',
    img: '/images/parts/rear-tyre.svg',
    pricePoisha: 35_000,
    minimumOrder: 2,
    availableQuantity: 700,
    description: 'Butyl inner tube for 18 in rims, front or rear.',
    descriptionBn: '১৮ ইঞ্চি রিমের বিউটাইল টিউব, সামনে বা পেছনে।',
    isFor: isCommuter,
  },
  {
    name: 'Tyre Tube 90/90-17',
    nameBn: 'টায়ার টিউব ৯০/৯০-১৭',
    category: 'wheels-tyres',
    code: 'WHL',
    img: '/images/parts/rear-tyre.svg',
    pricePoisha: 40_000,
    minimumOrder: 2,
    availableQuantity: 500,
    description: 'Butyl inner tube for 17 in rims: a puncture fix for a tubeless tyre on the road.',
    descriptionBn: '১৭ ইঞ্চি রিমের বিউটাইল টিউব: পথে টিউবলেস টায়ার পাংচার হলে কাজে লাগে।',
    isFor: (vehicle) => !isCommuter(vehicle),
  },
  {
    name: 'Battery 12 V 2.5 Ah, Maintenance-Free',
    nameBn: 'ব্যাটারি ১২ ভোল্ট ২.৫ অ্যাম্পিয়ার-আওয়ার, মেইনটেন্যান্স-ফ্রি',
    category: 'electrical',
    code: 'ELC',
    img: '/images/parts/battery.svg',
    pricePoisha: 150_000,
    minimumOrder: 1,
    availableQuantity: 150,
    description: 'Sealed battery for kick- and self-start commuters.',
    descriptionBn: 'কিক ও সেলফ স্টার্ট কমিউটারের সিল করা ব্যাটারি।',
    isFor: isCommuter,
  },
  {
    name: 'Battery 12 V 6 Ah, Maintenance-Free',
    nameBn: 'ব্যাটারি ১২ ভোল্ট ৬ অ্যাম্পিয়ার-আওয়ার, মেইনটেন্যান্স-ফ্রি',
    category: 'electrical',
    code: 'ELC',
    img: '/images/parts/battery.svg',
    pricePoisha: 260_000,
    minimumOrder: 1,
    availableQuantity: 110,
    description: 'Sealed battery for self-start bikes of 150 cc and more.',
    descriptionBn: '১৫০ সিসি ও তার বড় সেলফ স্টার্ট বাইকের সিল করা ব্যাটারি।',
    isFor: (vehicle) => !isCommuter(vehicle),
  },
];

/** Whether `catalogue` has a part of the kind `names` that fits `vehicle`. */
export function hasPartFor(catalogue: DemoCataloguePart[], names: string[], vehicle: DemoVehicle): boolean {
  const key = vehicleKey(vehicle);
  return catalogue.some(
    (part) =>
      names.some((name) => part.name.startsWith(name)) && part.fitment.some((fitment) => fitment.vehicle === key),
  );
}

/**
 * The parts that make every demo bike's wear and service parts complete: the shared sizes, then,
 * for each model, what the crossing of templates and models left out. Added after the rest, so
 * the catalogue numbers and shop order of the parts before them stay as they were.
 */
function wearPartsMissingFrom(catalogue: DemoCataloguePart[]): DemoCataloguePart[] {
  const next = numbers(20_261_129);
  const skuCounts = new Map<string, number>();
  for (const { sku } of catalogue) {
    const [, code, count] = /^MF-([A-Z]{3})-(\d+)$/.exec(sku) ?? [];
    if (code) skuCounts.set(code, Math.max(skuCounts.get(code) ?? 0, Number(count)));
  }
  const skuFor = (code: string) => {
    const count = (skuCounts.get(code) ?? 0) + 1;
    skuCounts.set(code, count);
    return `MF-${code}-${String(count).padStart(4, '0')}`;
  };
  const added: DemoCataloguePart[] = sharedParts.map(({ code, isFor, ...part }) => ({
    ...part,
    sku: skuFor(code),
    oemNumbers: [],
    fitment: demoVehicles.filter(isFor).map((vehicle) => ({ vehicle: vehicleKey(vehicle) })),
  }));
  // The catalogue so far, looked through for each bike and kind (one list, not a copy per look).
  const known = [...catalogue, ...added];
  const templateNamed = (name: string): Template => {
    const template = templates.find((candidate) => candidate.name === name);
    if (!template) throw new Error(`no demo template named ${name}`);
    return template;
  };
  for (const model of models()) {
    // Brakes differ between variants (one disc or two): each variant gets its own, of its kind
    // (pads for a disc, shoes for a drum).
    const brakeFor = [
      (vehicle: DemoVehicle) => (hasFrontDisc(vehicle) ? templateNamed('Front Disc Brake Pad Set') : frontShoes),
      (vehicle: DemoVehicle) => (hasRearDisc(vehicle) ? rearPads : templateNamed('Rear Brake Shoe Set')),
    ];
    const missing: { template: Template; fits: DemoVehicle[] }[] = [];
    for (const templateFor of brakeFor) {
      for (const vehicle of model.vehicles) {
        const template = templateFor(vehicle);
        if (!hasPartFor(known, [template.name], vehicle)) missing.push({ template, fits: [vehicle] });
      }
    }
    // The rest fit every variant of the model.
    for (const kind of WEAR_AND_SERVICE_PARTS) {
      const template = templates.find((candidate) => kind.names.some((name) => candidate.name.startsWith(name)));
      // Brakes are above; the shared sizes and the drive belt, made for no one model, are not here.
      if (!template || template.category === 'brakes') continue;
      const fits = model.vehicles.filter(
        (vehicle) => (kind.isFor?.(vehicle) ?? true) && !hasPartFor(known, kind.names, vehicle),
      );
      if (fits.length > 0) missing.push({ template, fits });
    }
    const scooters = model.vehicles.filter(
      (vehicle) => isScooter(vehicle) && !hasPartFor(known, ['Drive Belt'], vehicle),
    );
    if (scooters.length > 0) missing.push({ template: driveBelt, fits: scooters });

    for (const { template, fits } of missing) {
      const part = modelPart(model, template, fits, skuFor(template.code), next);
      added.push(part);
      known.push(part);
    }
  }
  return added;
}

/** The whole demo catalogue: the spec's demo parts first (home shows positions 2 to 13), then the rest. */
const firstParts: DemoCataloguePart[] = [
  ...demoParts.map((part) => {
    const details = demoPartDetails[part.name];
    if (!details) throw new Error(`demo part without catalogue details: ${part.name}`);
    return { ...part, ...details };
  }),
  ...generatedParts(),
];
export const demoCatalogue: DemoCataloguePart[] = [...firstParts, ...wearPartsMissingFrom(firstParts)];
