import type { CartLine } from '@motoforge/contract';

/** A part as a cart line shows it: the brake pads most tests' carts hold. */
export const brakePadSet: CartLine['part'] = {
  name: 'Brake Pad Set',
  nameBn: '',
  img: '/images/parts/pads.webp',
  price: 450,
  listPrice: 450,
  minimumOrder: 2,
  availableQuantity: 40,
};
