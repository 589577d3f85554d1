import { catalogueMessages, type Garage } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-error.js';
import { changeAccountGarage, findAccountBike, makeCurrentBike, readAccountGarage } from './account-garage.js';
import type { GarageActor } from './garage-actor.js';
import { bikeIdOf, readGuestBikes, toGuestGarage } from './guest-garage.js';

/** Makes one of the rider's own bikes the current one; any other id is a bike not found. */
export async function setCurrentBike(db: Db, { id }: { id: string }, actor: GarageActor): Promise<Garage> {
  if (actor.kind === 'guest') {
    const held = await readGuestBikes(db, actor.cookieBikes);
    const chosen = held.find((bike) => bikeIdOf(bike) === id);
    if (!chosen) throw notFound(catalogueMessages.bikeNotFound);
    return toGuestGarage([chosen, ...held.filter((bike) => bike !== chosen)]);
  }

  const { user } = actor;
  return changeAccountGarage(db, user, async (tx) => {
    const bike = await findAccountBike(tx, user, id);
    if (!bike) throw notFound(catalogueMessages.bikeNotFound);
    await makeCurrentBike(tx, user, bike.id);
    return readAccountGarage(tx, user);
  });
}
