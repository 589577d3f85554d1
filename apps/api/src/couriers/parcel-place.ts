import { areasOf, DISTRICTS } from '@motoforge/contract/bd-geo';
import type { Parcel } from './courier.js';

/** The parcel's district and upazila (or thana) by their English names, as the couriers' area lists name places. */
export function placeNamesOf(parcel: Pick<Parcel, 'districtId' | 'upazilaId'>) {
  const district = DISTRICTS.find(([id]) => id === parcel.districtId)?.[2] ?? null;
  const area = parcel.districtId
    ? (areasOf(parcel.districtId).find(({ id }) => id === parcel.upazilaId)?.name ?? null)
    : null;
  return { district, area };
}

/** Whether a courier's place name is ours: the same words, any case, ignoring what is in brackets. */
export const isSamePlace = (theirs: string, ours: string | null) =>
  ours !== null &&
  theirs
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase() === ours.trim().toLowerCase();
