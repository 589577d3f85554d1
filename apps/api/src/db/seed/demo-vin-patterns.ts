import { vehicleKey } from './demo-vehicles.js';

/**
 * The demo makers' codes (VIN characters 1–3). Bajaj, Honda, Yamaha, Suzuki, Hero and TVS are
 * their Indian plants' published codes; Runner's and Lifan's are stand-ins for the demo, to be
 * checked against a real chassis number before a shop relies on them (ADR 048).
 */
const DEMO_MAKER_CODES: Record<string, string> = {
  Bajaj: 'MD2',
  Honda: 'ME4',
  Yamaha: 'ME1',
  Suzuki: 'MB8',
  Hero: 'MBL',
  TVS: 'MD6',
  Runner: 'RNA',
  Lifan: 'LF3',
};

/**
 * A descriptor (VIN characters 4–8, `?` for any one) for every demo vehicle, by `make|model|variant`.
 * Made up for the demo in the makers' manner: a model's family, then its engine and body.
 */
const DESCRIPTORS: Record<string, string> = {
  'Bajaj|Pulsar 150|Single Disc': 'A11CZ',
  'Bajaj|Pulsar 150|Twin Disc': 'A11DZ',
  'Bajaj|Pulsar N160|': 'A16N?',
  'Bajaj|Pulsar NS160|': 'A16S?',
  'Bajaj|Pulsar 180|': 'A18C?',
  'Bajaj|Discover 125|': 'J12D?',
  'Bajaj|Discover 110|': 'J11D?',
  'Bajaj|Platina 100|': 'P10P?',
  'Bajaj|CT 100|': 'P10C?',
  'Bajaj|V15|': 'V15A?',
  'Bajaj|Dominar 250|': 'D25F?',
  'Honda|CB Hornet 160R|': 'KC16H',
  'Honda|X-Blade|': 'KC16X',
  'Honda|CB Shine 125|': 'JC12S',
  'Honda|SP 125|': 'JC12P',
  'Honda|Livo 110|': 'JC11L',
  'Honda|Dream Neo 110|': 'JC11D',
  'Honda|CBR 150R|': 'KC15R',
  'Yamaha|FZ-S|V2': 'RG15B',
  'Yamaha|FZ-S|V3': 'RG15C',
  'Yamaha|Fazer FI|V2': 'RG15F',
  'Yamaha|R15|V3': 'RG16R',
  'Yamaha|R15|V4': 'RG16S',
  'Yamaha|MT-15|': 'RG16M',
  'Yamaha|Saluto 125|': 'SE12S',
  'Yamaha|Ray ZR 125|': 'SE12R',
  'Suzuki|Gixxer 155|': 'NG15G',
  'Suzuki|Gixxer SF 155|': 'NG15S',
  'Suzuki|Gixxer 250|': 'NG25G',
  'Suzuki|GSX-R150|': 'NG15R',
  'Suzuki|Hayate 110|': 'NH11?',
  'Hero|Splendor Plus|': 'HA10S',
  'Hero|HF Deluxe|': 'HA10H',
  'Hero|Glamour 125|': 'JA12G',
  'Hero|Hunk 150R|': 'KC15H',
  'Hero|Xtreme 160R|': 'KC16X',
  'TVS|Apache RTR 160 4V|': 'AP16V',
  'TVS|Apache RTR 150|': 'AP15R',
  'TVS|Metro Plus 110|': 'ME11?',
  'TVS|Stryker 125|': 'ST12?',
  'TVS|Raider 125|': 'RD12?',
  'Runner|Bullet 100|': 'B10B?',
  'Runner|Knight Rider 150|': 'K15K?',
  'Runner|Turbo 125|': 'T12T?',
  'Runner|AD 80S|': 'A08D?',
  'Lifan|KPR 165R|': 'KP16R',
  'Lifan|KP 150|': 'KP15A',
  'Lifan|K19|': 'K19A?',
};

export type DemoVinPattern = { wmi: string; descriptor: string; vehicle: string };

/** The demo patterns: one per demo vehicle, named by `make|model|variant`. */
export function demoVinPatterns(
  vehicles: readonly { make: string; model: string; variant: string }[],
): DemoVinPattern[] {
  return vehicles.map((vehicle) => {
    const key = vehicleKey(vehicle);
    const wmi = DEMO_MAKER_CODES[vehicle.make];
    const descriptor = DESCRIPTORS[key];
    if (!wmi || !descriptor) throw new Error(`demo vehicle without a VIN pattern: ${key}`);
    return { wmi, descriptor, vehicle: key };
  });
}
