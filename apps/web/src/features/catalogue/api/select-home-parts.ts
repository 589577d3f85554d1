import { HOME_PARTS_FIRST_INDEX, HOME_PARTS_MAX, type Part } from '@motoforge/contract';

/** The home page shows the second through the thirteenth part of the list (spec §2). */
export const selectHomeParts = (parts: Part[]): Part[] =>
  parts.slice(HOME_PARTS_FIRST_INDEX, HOME_PARTS_FIRST_INDEX + HOME_PARTS_MAX);
