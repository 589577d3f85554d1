import { poishaToTaka } from '@motoforge/contract';
import type { Part } from '@motoforge/contract';
import type { parts } from '../../db/schema.js';

export function toPart(row: typeof parts.$inferSelect): Part {
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
