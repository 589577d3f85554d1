import { DHAKA_DISTRICT_ID, UPAZILAS } from '@motoforge/contract/bd-geo';

const savar = UPAZILAS.find((upazila) => upazila[2] === 'Savar')!;
/** A checkout's address inside Dhaka district: Savar. */
export const dhakaAddress = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  divisionId: '6',
  districtId: DHAKA_DISTRICT_ID,
  upazilaId: savar[0],
  street: 'House 12, Road 3',
};
/** Outside it: Debidwar, Comilla, Chattagram. */
export const comillaAddress = { ...dhakaAddress, divisionId: '1', districtId: '1', upazilaId: '1' };
/** Inside Dhaka district too, in a thana of its city: Mirpur Model. */
export const mirpurAddress = { ...dhakaAddress, upazilaId: 'dhaka-mirpur-model' };
/** A thana of Chattogram city, outside Dhaka district: Double Mooring, Chattogram, Chattagram. */
export const doubleMooringAddress = {
  ...dhakaAddress,
  divisionId: '1',
  districtId: '8',
  upazilaId: 'chattogram-double-mooring',
};
