import { bikeParam, GARAGE_BIKES_MAX, type CookieBike, type Garage, type SessionUser } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { garageBikes } from '../../db/schema.js';
import { ownedBy } from '../access.js';
import { changeAccountGarage, makeCurrentBike, readAccountGarage } from './account-garage.js';
import { readGuestBikes } from './guest-garage.js';

/**
 * At sign-in, the bikes the rider kept as a guest (the garage cookie's real ones) join the
 * account: none twice, and only as many as GARAGE_BIKES_MAX leaves room for, the guest's current
 * bike first. The guest's current bike becomes the account's, since it is the bike the rider was
 * just browsing with. Answers the account's garage.
 */
export async function mergeGuestGarage(
  db: Db,
  { cookieBikes }: { cookieBikes: CookieBike[] },
  user: SessionUser,
): Promise<Garage> {
  const guestBikes = await readGuestBikes(db, cookieBikes);
  const [guestCurrent] = guestBikes;
  if (!guestCurrent) return readAccountGarage(db, user);

  return changeAccountGarage(db, user, async (tx) => {
    const held = await tx
      .select({ id: garageBikes.id, vehicleId: garageBikes.vehicleId, year: garageBikes.year })
      .from(garageBikes)
      .where(ownedBy(garageBikes.userId, user));
    const heldBikes = new Set(held.map(bikeParam));
    const newcomers = guestBikes
      .filter((bike) => !heldBikes.has(bikeParam(bike)))
      .slice(0, Math.max(0, GARAGE_BIKES_MAX - held.length));
    // The cookie's order is the guest's newest first; a millisecond apart keeps it on the account.
    const now = Date.now();
    const added =
      newcomers.length === 0
        ? []
        : await tx
            .insert(garageBikes)
            .values(
              newcomers.map((bike, index) => ({
                userId: user.id,
                vehicleId: bike.vehicleId,
                year: bike.year,
                createdAt: new Date(now - index),
              })),
            )
            .returning({ id: garageBikes.id, vehicleId: garageBikes.vehicleId, year: garageBikes.year });
    // Not on the account only when it was full without it: the account's current bike stays.
    const current = [...held, ...added].find((bike) => bikeParam(bike) === bikeParam(guestCurrent));
    if (current) await makeCurrentBike(tx, user, current.id);
    return readAccountGarage(tx, user);
  });
}
