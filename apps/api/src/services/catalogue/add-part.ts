import { takaToPoisha } from '@motoforge/contract';
import type { AddPartInput } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { parts } from '../../db/schema.js';

export async function addPart(db: Db, input: AddPartInput): Promise<string> {
  const [row] = await db
    .insert(parts)
    .values({
      name: input.name,
      description: input.description,
      nameBn: input.nameBn,
      descriptionBn: input.descriptionBn,
      img: input.img,
      pricePoisha: takaToPoisha(input.price),
      minimumOrder: input.minimumOrder,
      availableQuantity: input.availableQuantity,
    })
    .returning({ id: parts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
