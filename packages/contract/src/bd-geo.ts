import { DISTRICTS, DIVISIONS, UPAZILAS } from './bd-geo-data.js';
import { THANAS } from './bd-thanas-data.js';
import type { Language } from './language.js';

/*
 * Bangladesh's 8 divisions, 64 districts and 494 upazilas with their Bangla names, for the
 * checkout's address (docs/architecture.md, "Delivery addresses"). Data: nuhil/bangladesh-geocode,
 * MIT (bd-geo.LICENSE). Beside the upazilas, the metropolitan districts have their cities' thanas
 * (bd-thanas-data.ts, docs/decisions/039-thanas-beside-upazilas.md). Its own entry point
 * (`@motoforge/contract/bd-geo`), so only the checkout's page and the API load it.
 */
export type Division = readonly [id: string, name: string, nameBn: string];
export type District = readonly [id: string, divisionId: string, name: string, nameBn: string];
export type Upazila = readonly [id: string, districtId: string, name: string, nameBn: string];
/** A city's thana: shaped as an upazila, with an id that is never digits alone (`dhaka-mirpur-model`). */
export type Thana = readonly [id: string, districtId: string, name: string, nameBn: string];

export { DISTRICTS, DIVISIONS, THANAS, UPAZILAS };

/** Dhaka district: inside it, delivery costs the inside-Dhaka fee. */
export const DHAKA_DISTRICT_ID = '47';

/**
 * The delivery fee of an address: the inside-Dhaka fee in Dhaka district, the outside one anywhere
 * else, and for an address without a district (the spec's purchase call may send plain text). The
 * server charges it (in poisha) and the checkout shows it (in taka): one rule, either unit.
 */
export const deliveryFeeFor = <Amount extends number>(
  districtId: string | undefined,
  fees: { insideDhaka: Amount; outsideDhaka: Amount },
): Amount => (districtId === DHAKA_DISTRICT_ID ? fees.insideDhaka : fees.outsideDhaka);

export const districtsOf = (divisionId: string) => DISTRICTS.filter((district) => district[1] === divisionId);
/** The district's upazilas only; `areasOf` has its thanas too. */
export const upazilasOf = (districtId: string) => UPAZILAS.filter((upazila) => upazila[1] === districtId);
export const thanasOf = (districtId: string) => THANAS.filter((thana) => thana[1] === districtId);

/** What the third level of an address is: a city's thana, or an upazila. */
export type AreaKind = 'thana' | 'upazila';
/** One choice of the address's third level (`upazilaId`): a thana or an upazila, and which. */
export type DeliveryArea = { id: string; districtId: string; kind: AreaKind; name: string; nameBn: string };

const toArea = ([id, districtId, name, nameBn]: Thana | Upazila, kind: AreaKind): DeliveryArea => ({
  id,
  districtId,
  kind,
  name,
  nameBn,
});

/** The district's thanas (none outside the metropolitan districts), then its upazilas. */
export const areasOf = (districtId: string): DeliveryArea[] => [
  ...thanasOf(districtId).map((thana) => toArea(thana, 'thana')),
  ...upazilasOf(districtId).map((upazila) => toArea(upazila, 'upazila')),
];

export type DeliveryPlace = { divisionId: string; districtId: string; upazilaId: string };

/**
 * The place's division, district and third level (an upazila or a thana, `kind` says which) when
 * each is real and inside the one before it: a thana sent with another district is no place.
 */
export function findDeliveryPlace({ divisionId, districtId, upazilaId }: DeliveryPlace) {
  const division = DIVISIONS.find(([id]) => id === divisionId);
  const district = DISTRICTS.find(([id, parent]) => id === districtId && parent === divisionId);
  const inDistrict = ([id, parent]: Thana | Upazila) => id === upazilaId && parent === districtId;
  const thana = THANAS.find(inDistrict);
  const upazila = thana ?? UPAZILAS.find(inDistrict);
  const kind: AreaKind = thana ? 'thana' : 'upazila';
  return division && district && upazila ? { division, district, upazila, kind } : null;
}

/** "House 12, Road 3, Mirpur Model, Dhaka, Dhaka" (or in Bangla): an address as one line, for a label. */
export function deliveryAddressLine(place: DeliveryPlace & { street: string }, language: Language = 'en'): string {
  const found = findDeliveryPlace(place);
  if (!found) return place.street;
  const nameOf = (entry: readonly string[]) => (language === 'bn' ? entry.at(-1) : entry.at(-2));
  return [place.street, nameOf(found.upazila), nameOf(found.district), nameOf(found.division)].join(', ');
}
