import { asc, desc, eq } from 'drizzle-orm';
import { catalogueMessages, type Garage } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { ownedBy } from '../access.js';
import { changeAccountGarage, findAccountBike, makeCurrentBike, readAccountGarage } from './account-garage.js';
import type { GarageActor } from './garage-actor.js';
import { bikeIdOf, readGuestBikes, toGuestGarage } from './guest-garage.js';

/**
 * Takes one of the rider's own bikes out of the garage. When it was the current bike, the newest
 * one left becomes current, so a garage with bikes always has one.
 */
export async function removeBike(db: Db, { id }: { id: string }, actor: GarageActor): Promise<Garage> {
  if (actor.kind === 'guest') {
    const held = await readGuestBikes(db, actor.cookieBikes);
    const left = held.filter((bike) => bikeIdOf(bike) !== id);
    if (left.length === held.length) throw notFound(catalogueMessages.bikeNotFound);
    return toGuestGarage(left);
  }

  const { user } = actor;
  return changeAccountGarage(db, user, async (tx) => {
    const bike = await findAccountBike(tx, user, id);
    const [removed] = bike
      ? await tx.delete(garageBikes).where(eq(garageBikes.id, bike.id)).returning({ current: garageBikes.current })
      : [];
    if (!removed) throw notFound(catalogueMessages.bikeNotFound);
    if (removed.current) {
      const [newest] = await tx
        .select({ id: garageBikes.id })
        .from(garageBikes)
        .where(ownedBy(garageBikes.userId, user))
        .orderBy(desc(garageBikes.createdAt), asc(garageBikes.id))
        .limit(1);
      if (newest) await makeCurrentBike(tx, user, newest.id);
    }
    return readAccountGarage(tx, user);
  });
}
