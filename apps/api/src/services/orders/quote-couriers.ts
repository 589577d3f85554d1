import { poishaToTaka, type CourierQuotes, type SessionUser } from '@motoforge/contract';
import { type Courier, type Couriers, type Parcel } from '../../couriers/courier.js';
import type { Db } from '../../db/client.js';
import { getOrderForActor } from './get-order-for-actor.js';
import { parcelOf } from './parcel-of.js';
import { isProviderError } from '../../provider-error.js';

async function quoteOf(courier: Courier, parcel: Parcel) {
  try {
    return courier.quote ? await courier.quote(parcel) : null;
  } catch (error) {
    if (isProviderError(error)) return null;
    throw error;
  }
}

/**
 * What each API courier set up would charge to carry the order, for the admin choosing one
 * (docs/orders.md#couriers). A courier whose API has no price (Steadfast), cannot price this
 * address, or is down has no quote: the choice is still offered, only without a price.
 */
export async function quoteCouriers(
  db: Db,
  couriers: Couriers,
  orderId: string,
  asker: SessionUser,
): Promise<CourierQuotes> {
  const order = await getOrderForActor(db, orderId, asker);
  const parcel = parcelOf(order);
  const quotes = await Promise.all(
    [...couriers.values()].map(async (courier) => {
      const poisha = await quoteOf(courier, parcel);
      return { courier: courier.id, deliveryCharge: poisha === null ? null : poishaToTaka(poisha) };
    }),
  );
  return { quotes };
}
