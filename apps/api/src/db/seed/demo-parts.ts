import type { parts } from '../schema.js';

export type DemoPart = Pick<
  typeof parts.$inferInsert,
  'name' | 'img' | 'description' | 'pricePoisha' | 'minimumOrder' | 'availableQuantity'
>;

/** The demo catalogue. Images are our own drawings under apps/web/public/images/parts. */
export const demoParts: DemoPart[] = [
  {
    name: 'Front Brake Disc 276 mm',
    img: '/images/parts/front-brake-disc.svg',
    description: 'Wave-cut stainless rotor for 150-160 cc street bikes; laser-cut, heat-treated and balanced.',
    pricePoisha: 185_000,
    minimumOrder: 2,
    availableQuantity: 120,
  },
  {
    name: 'Chain and Sprocket Kit 428H',
    img: '/images/parts/chain-sprocket-kit.svg',
    description: 'Heavy-duty 428H chain with 14T front and 42T rear sprockets, pre-lubricated and ready to fit.',
    pricePoisha: 320_000,
    minimumOrder: 1,
    availableQuantity: 80,
  },
  {
    name: 'Spark Plug, Nickel Electrode',
    img: '/images/parts/spark-plug.svg',
    description:
      'Standard nickel spark plug with a 0.8 mm pre-set gap for 100-160 cc four-stroke engines. Fits Bajaj Pulsar 150, Honda CB Hornet 160R and Yamaha FZ-S.',
    pricePoisha: 35_000,
    minimumOrder: 10,
    availableQuantity: 500,
  },
  {
    name: 'Air Filter Element',
    img: '/images/parts/air-filter.svg',
    description:
      'Pleated paper panel filter with a moulded rubber seal; fits Bajaj Pulsar 150 and 180. Replace every 10,000 km, sooner on dusty roads.',
    pricePoisha: 65_000,
    minimumOrder: 5,
    availableQuantity: 240,
  },
  {
    name: 'Oil Filter Cartridge',
    img: '/images/parts/oil-filter.svg',
    description:
      'Paper cartridge oil filter with metal end caps for the 150 cc Yamaha FZ-S and Fazer. Change it at every second oil change.',
    pricePoisha: 28_000,
    minimumOrder: 10,
    availableQuantity: 400,
  },
  {
    name: 'Clutch Friction Plate Set',
    img: '/images/parts/clutch-plates.svg',
    description:
      'Set of five cork-based friction plates for a smooth, slip-free take-off. Fits Honda CB Hornet 160R and Honda X-Blade.',
    pricePoisha: 165_000,
    minimumOrder: 2,
    availableQuantity: 90,
  },
  {
    name: 'Front Disc Brake Pad Set',
    img: '/images/parts/brake-pads.svg',
    description:
      'Semi-metallic pads with a centre slot and chamfered edges for quiet, fade-resistant braking. Fits the front caliper of the TVS Apache RTR 160 4V.',
    pricePoisha: 55_000,
    minimumOrder: 5,
    availableQuantity: 300,
  },
  {
    name: 'Round LED Headlight 6.5 in',
    img: '/images/parts/headlight.svg',
    description:
      'Round 12 V LED headlight with high and low beam and a daytime-running ring, in a chrome bezel with side mounting ears. Plugs into the standard three-pin socket.',
    pricePoisha: 320_000,
    minimumOrder: 1,
    availableQuantity: 45,
  },
  {
    name: 'LED Tail Light Assembly',
    img: '/images/parts/tail-light.svg',
    description:
      'Sealed LED tail and brake light with a number-plate lamp, built to keep out monsoon rain. Fits Yamaha FZ-S V2.',
    pricePoisha: 115_000,
    minimumOrder: 2,
    availableQuantity: 70,
  },
  {
    name: 'Rear-View Mirror Pair',
    img: '/images/parts/rear-view-mirrors.svg',
    description:
      'Left and right mirrors with wide glass and M10 threaded stems. Fits most Honda, Yamaha and Suzuki bikes from 100 to 165 cc.',
    pricePoisha: 65_000,
    minimumOrder: 4,
    availableQuantity: 260,
  },
  {
    name: 'Handlebar Grip Pair',
    img: '/images/parts/handlebar-grips.svg',
    description:
      'Soft-compound rubber grips with a diamond pattern and bar-end caps for 22 mm (7/8 in) handlebars. Sold as a left and right pair.',
    pricePoisha: 38_000,
    minimumOrder: 5,
    availableQuantity: 350,
  },
  {
    name: 'Rear Monoshock, Gas-Charged',
    img: '/images/parts/rear-shock-absorber.svg',
    description: 'Gas-charged rear monoshock with a 7-step spring preload adjuster. Fits Yamaha FZ-S V2 and V3.',
    pricePoisha: 460_000,
    minimumOrder: 1,
    availableQuantity: 35,
  },
  {
    name: 'Piston Kit 57.3 mm STD',
    img: '/images/parts/piston-kit.svg',
    description: 'Standard-bore piston with a ring set, gudgeon pin and two circlips. Fits Yamaha FZ-S and Fazer 150.',
    pricePoisha: 265_000,
    minimumOrder: 1,
    availableQuantity: 60,
  },
  {
    name: 'Carburettor 26 mm',
    img: '/images/parts/carburettor.svg',
    description:
      'Complete 26 mm carburettor with float bowl, choke lever and throttle-cable elbow, set to standard jetting. Fits carburettor models of the Bajaj Pulsar 150.',
    pricePoisha: 420_000,
    minimumOrder: 1,
    availableQuantity: 30,
  },
  {
    name: 'Maintenance-Free Battery 12 V 5 Ah',
    img: '/images/parts/battery.svg',
    description:
      'Sealed maintenance-free 12 V 5 Ah battery, factory charged and ready to fit. Suits most 100-150 cc bikes with electric start.',
    pricePoisha: 235_000,
    minimumOrder: 1,
    availableQuantity: 75,
  },
  {
    name: 'Rear Tyre 100/90-17 Tubeless',
    img: '/images/parts/rear-tyre.svg',
    description:
      'Tubeless rear tyre with a deep, water-clearing tread for wet monsoon roads. Fits the rear wheel of the Bajaj Pulsar 150.',
    pricePoisha: 360_000,
    minimumOrder: 2,
    availableQuantity: 110,
  },
  {
    name: 'Clutch Cable',
    img: '/images/parts/clutch-cable.svg',
    description:
      'Teflon-lined clutch cable with an in-line adjuster and moulded end nipples for a light lever pull. Fits Honda CB Hornet 160R.',
    pricePoisha: 32_000,
    minimumOrder: 10,
    availableQuantity: 420,
  },
  {
    name: 'LED Turn Indicator Pair',
    img: '/images/parts/indicators.svg',
    description:
      'Amber 12 V LED indicators on flexible rubber stalks with a two-wire connector. Needs an LED-compatible flasher relay.',
    pricePoisha: 55_000,
    minimumOrder: 4,
    availableQuantity: 200,
  },
  {
    name: 'Front Fork Oil Seal Set 31 mm',
    img: '/images/parts/fork-oil-seal.svg',
    description:
      'Two oil seals and two dust seals for 31 mm fork tubes, enough for both fork legs. Fits Bajaj Pulsar 150.',
    pricePoisha: 48_000,
    minimumOrder: 5,
    availableQuantity: 280,
  },
];
