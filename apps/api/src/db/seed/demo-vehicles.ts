import type { vehicles } from '../schema.js';

export type DemoVehicle = Omit<typeof vehicles.$inferInsert, 'id'> & { variant: string };

/**
 * Motorbikes that ride Bangladesh's roads, with the model years sold here and their engine size.
 * A model with variants that take different parts (one disc or two) is listed once per variant.
 */
export const demoVehicles: DemoVehicle[] = [
  { make: 'Bajaj', model: 'Pulsar 150', variant: 'Single Disc', yearFrom: 2012, yearTo: 2025, cc: 149 },
  { make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', yearFrom: 2019, yearTo: 2025, cc: 149 },
  { make: 'Bajaj', model: 'Pulsar N160', variant: '', yearFrom: 2022, yearTo: 2025, cc: 164 },
  { make: 'Bajaj', model: 'Pulsar NS160', variant: '', yearFrom: 2017, yearTo: 2025, cc: 160 },
  { make: 'Bajaj', model: 'Pulsar 180', variant: '', yearFrom: 2010, yearTo: 2019, cc: 178 },
  { make: 'Bajaj', model: 'Discover 125', variant: '', yearFrom: 2012, yearTo: 2024, cc: 125 },
  { make: 'Bajaj', model: 'Discover 110', variant: '', yearFrom: 2014, yearTo: 2022, cc: 115 },
  { make: 'Bajaj', model: 'Platina 100', variant: '', yearFrom: 2010, yearTo: 2025, cc: 102 },
  { make: 'Bajaj', model: 'CT 100', variant: '', yearFrom: 2008, yearTo: 2025, cc: 102 },
  { make: 'Bajaj', model: 'V15', variant: '', yearFrom: 2016, yearTo: 2020, cc: 150 },
  { make: 'Bajaj', model: 'Dominar 250', variant: '', yearFrom: 2023, yearTo: 2025, cc: 249 },
  { make: 'Honda', model: 'CB Hornet 160R', variant: '', yearFrom: 2016, yearTo: 2023, cc: 162 },
  { make: 'Honda', model: 'X-Blade', variant: '', yearFrom: 2018, yearTo: 2025, cc: 162 },
  { make: 'Honda', model: 'CB Shine 125', variant: '', yearFrom: 2010, yearTo: 2025, cc: 125 },
  { make: 'Honda', model: 'SP 125', variant: '', yearFrom: 2020, yearTo: 2025, cc: 124 },
  { make: 'Honda', model: 'Livo 110', variant: '', yearFrom: 2016, yearTo: 2025, cc: 110 },
  { make: 'Honda', model: 'Dream Neo 110', variant: '', yearFrom: 2014, yearTo: 2025, cc: 110 },
  { make: 'Honda', model: 'CBR 150R', variant: '', yearFrom: 2017, yearTo: 2025, cc: 149 },
  { make: 'Yamaha', model: 'FZ-S', variant: 'V2', yearFrom: 2014, yearTo: 2018, cc: 149 },
  { make: 'Yamaha', model: 'FZ-S', variant: 'V3', yearFrom: 2019, yearTo: 2025, cc: 149 },
  { make: 'Yamaha', model: 'Fazer FI', variant: 'V2', yearFrom: 2017, yearTo: 2023, cc: 149 },
  { make: 'Yamaha', model: 'R15', variant: 'V3', yearFrom: 2018, yearTo: 2021, cc: 155 },
  { make: 'Yamaha', model: 'R15', variant: 'V4', yearFrom: 2022, yearTo: 2025, cc: 155 },
  { make: 'Yamaha', model: 'MT-15', variant: '', yearFrom: 2020, yearTo: 2025, cc: 155 },
  { make: 'Yamaha', model: 'Saluto 125', variant: '', yearFrom: 2016, yearTo: 2022, cc: 125 },
  { make: 'Yamaha', model: 'Ray ZR 125', variant: '', yearFrom: 2022, yearTo: 2025, cc: 125 },
  { make: 'Suzuki', model: 'Gixxer 155', variant: '', yearFrom: 2015, yearTo: 2025, cc: 155 },
  { make: 'Suzuki', model: 'Gixxer SF 155', variant: '', yearFrom: 2016, yearTo: 2025, cc: 155 },
  { make: 'Suzuki', model: 'Gixxer 250', variant: '', yearFrom: 2022, yearTo: 2025, cc: 249 },
  { make: 'Suzuki', model: 'GSX-R150', variant: '', yearFrom: 2018, yearTo: 2025, cc: 147 },
  { make: 'Suzuki', model: 'Hayate 110', variant: '', yearFrom: 2013, yearTo: 2020, cc: 113 },
  { make: 'Hero', model: 'Splendor Plus', variant: '', yearFrom: 2010, yearTo: 2025, cc: 97 },
  { make: 'Hero', model: 'HF Deluxe', variant: '', yearFrom: 2014, yearTo: 2025, cc: 97 },
  { make: 'Hero', model: 'Glamour 125', variant: '', yearFrom: 2012, yearTo: 2025, cc: 125 },
  { make: 'Hero', model: 'Hunk 150R', variant: '', yearFrom: 2019, yearTo: 2023, cc: 149 },
  { make: 'Hero', model: 'Xtreme 160R', variant: '', yearFrom: 2020, yearTo: 2025, cc: 163 },
  { make: 'TVS', model: 'Apache RTR 160 4V', variant: '', yearFrom: 2018, yearTo: 2025, cc: 159 },
  { make: 'TVS', model: 'Apache RTR 150', variant: '', yearFrom: 2012, yearTo: 2020, cc: 148 },
  { make: 'TVS', model: 'Metro Plus 110', variant: '', yearFrom: 2015, yearTo: 2025, cc: 110 },
  { make: 'TVS', model: 'Stryker 125', variant: '', yearFrom: 2016, yearTo: 2022, cc: 125 },
  { make: 'TVS', model: 'Raider 125', variant: '', yearFrom: 2022, yearTo: 2025, cc: 125 },
  { make: 'Runner', model: 'Bullet 100', variant: '', yearFrom: 2012, yearTo: 2022, cc: 100 },
  { make: 'Runner', model: 'Knight Rider 150', variant: '', yearFrom: 2017, yearTo: 2022, cc: 150 },
  { make: 'Runner', model: 'Turbo 125', variant: '', yearFrom: 2016, yearTo: 2023, cc: 125 },
  { make: 'Runner', model: 'AD 80S', variant: '', yearFrom: 2010, yearTo: 2020, cc: 80 },
  { make: 'Lifan', model: 'KPR 165R', variant: '', yearFrom: 2017, yearTo: 2023, cc: 150 },
  { make: 'Lifan', model: 'KP 150', variant: '', yearFrom: 2016, yearTo: 2022, cc: 150 },
  { make: 'Lifan', model: 'K19', variant: '', yearFrom: 2021, yearTo: 2024, cc: 150 },
];

/** How a vehicle is named in the CSV file and the demo data: `make|model|variant`. */
export function vehicleKey(vehicle: { make: string; model: string; variant: string }): string {
  return `${vehicle.make}|${vehicle.model}|${vehicle.variant}`;
}
