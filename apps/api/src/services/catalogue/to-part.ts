import { poishaToTaka } from '@motoforge/contract';
import type { Part } from '@motoforge/contract';
import type { parts } from '../../db/schema.js';

/** A part as the spec's calls give it, from the columns of its row they show. */
export function toPart(
  row: Pick<
    typeof parts.$inferSelect,
    'id' | 'name' | 'img' | 'description' | 'pricePoisha' | 'minimumOrder' | 'availableQuantity'
  >,
): Part {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    description: row.description,
    price: poishaToTaka(row.pricePoisha),
    minimumOrder: row.minimumOrder,
    availableQuantity: row.availableQuantity,
  };
}
