import { HOME_PARTS_FIRST_INDEX, HOME_PARTS_MAX, type CatalogueItem, type PartsPage } from '@motoforge/contract';
import type { PartsSearch } from './get-parts-page';

/**
 * The home page shows the second through the thirteenth part of the list (docs/product.md#home): it asks for
 * the first page of thirteen in the shop's order, and no more of the catalogue.
 */
export const HOME_PARTS_SEARCH: PartsSearch = {
  sort: 'position',
  pageSize: String(HOME_PARTS_FIRST_INDEX + HOME_PARTS_MAX),
};

export const selectHomeParts = (page: PartsPage): CatalogueItem[] => page.items.slice(HOME_PARTS_FIRST_INDEX);
