import type { Garage } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { readAccountGarage } from './account-garage.js';
import type { GarageActor } from './garage-actor.js';
import { readGuestBikes, toGuestGarage } from './guest-garage.js';

/** The rider's garage, current bike first, then the newest. */
export async function getGarage(db: Db, actor: GarageActor): Promise<Garage> {
  if (actor.kind === 'account') return readAccountGarage(db, actor.user);
  return toGuestGarage(await readGuestBikes(db, actor.cookieBikes));
}
