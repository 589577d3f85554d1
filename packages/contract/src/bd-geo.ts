import { DISTRICTS, DIVISIONS, UPAZILAS } from './bd-geo-data.js';
import type { Language } from './language.js';

/*
 * Bangladesh's 8 divisions, 64 districts and 494 upazilas with their Bangla names, for the
 * checkout's address (DESIGN.md §9). Data: nuhil/bangladesh-geocode, MIT (bd-geo.LICENSE). Its own
 * entry point (`@motoforge/contract/bd-geo`), so only the checkout's page and the API load it.
 */
export type Division = readonly [id: string, name: string, nameBn: string];
export type District = readonly [id: string, divisionId: string, name: string, nameBn: string];
export type Upazila = readonly [id: string, districtId: string, name: string, nameBn: string];

export { DISTRICTS, DIVISIONS, UPAZILAS };

/** Dhaka district: inside it, delivery costs the inside-Dhaka fee. */
export const DHAKA_DISTRICT_ID = '47';

export const districtsOf = (divisionId: string) => DISTRICTS.filter((district) => district[1] === divisionId);
export const upazilasOf = (districtId: string) => UPAZILAS.filter((upazila) => upazila[1] === districtId);

export type DeliveryPlace = { divisionId: string; districtId: string; upazilaId: string };

/** The place's division, district and upazila when each is real and inside the one before it. */
export function findDeliveryPlace({ divisionId, districtId, upazilaId }: DeliveryPlace) {
  const division = DIVISIONS.find(([id]) => id === divisionId);
  const district = DISTRICTS.find(([id, parent]) => id === districtId && parent === divisionId);
  const upazila = UPAZILAS.find(([id, parent]) => id === upazilaId && parent === districtId);
  return division && district && upazila ? { division, district, upazila } : null;
}

/** "House 12, Road 3, Savar, Dhaka, Dhaka" (or in Bangla): an address as one line, for a label. */
export function deliveryAddressLine(place: DeliveryPlace & { street: string }, language: Language = 'en'): string {
  const found = findDeliveryPlace(place);
  if (!found) return place.street;
  const nameOf = (entry: readonly string[]) => (language === 'bn' ? entry.at(-1) : entry.at(-2));
  return [place.street, nameOf(found.upazila), nameOf(found.district), nameOf(found.division)].join(', ');
}
