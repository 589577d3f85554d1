import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  GARAGE_BIKES_MAX,
  GARAGE_COOKIE,
  type GarageBike,
  type SessionUser,
} from '@motoforge/contract';
import { garageBikes, vehicles } from '../../db/schema.js';
import { currentBike } from '../../services/garage/current-bike.js';
import { bearer, cookiesOf, createCustomer, signIn, signUp, sync } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

type Vehicle = typeof vehicles.$inferSelect;
type Bike = { vehicle: Vehicle; year: number };
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

const notFound = { success: false, message: catalogueMessages.bikeNotFound, code: 'catalogue.bikeNotFound' };
const yearLong = `Path=/; Max-Age=31536000; SameSite=Lax`;

/** The Set-Cookie a garage answer sends, if any (it sends no other cookie). */
const garageSetCookie = (response: LightMyRequestResponse): string | undefined => {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((cookie) => cookie.startsWith(`${GARAGE_COOKIE}=`));
};
const param = ({ vehicle, year }: Bike) => `${vehicle.id}:${year}`;
const cookieOf = (...bikes: Bike[]) => `${GARAGE_COOKIE}=${bikes.map(param).join('_')}`;
const setCookieOf = (...bikes: Bike[]) => `${cookieOf(...bikes)}; ${yearLong}`;
/** A signed-in rider's garage, copied into the cookie and marked as the account's (never merged). */
const accountCookieOf = (...bikes: Bike[]) => `${GARAGE_COOKIE}=account_${bikes.map(param).join('_')}`;
const accountSetCookieOf = (...bikes: Bike[]) => `${accountCookieOf(...bikes)}; ${yearLong}`;
const body = ({ vehicle, year }: Bike) => ({ vehicleId: vehicle.id, year });
/** A bike as the garage lists it, apart from its id: its make, model and variant also in Bangla. */
const listed = ({ vehicle, year }: Bike, current: boolean) => ({
  vehicleId: vehicle.id,
  year,
  make: vehicle.make,
  makeBn: vehicle.makeBn,
  model: vehicle.model,
  modelBn: vehicle.modelBn,
  variant: vehicle.variant,
  variantBn: vehicle.variantBn,
  current,
});
const withoutIds = (bikes: GarageBike[]) => bikes.map(({ id: _id, ...bike }) => bike);

describe.each(drivers)('My Garage on %s', (driver) => {
  let t: TestApp;
  /** A vehicle made over more model years than a garage holds bikes, and two others. */
  let wide: Vehicle;
  let other: Vehicle;
  let third: Vehicle;
  let nextCustomer = 0;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy, which says when the visitor came over HTTPS.
    t = await createTestApp(driver, { env: { TRUST_PROXY: 'true' } });
    const all = await t.database.db.select().from(vehicles).orderBy(asc(vehicles.id));
    wide = all.find((vehicle) => vehicle.yearTo - vehicle.yearFrom >= GARAGE_BIKES_MAX)!;
    [other, third] = all.filter((vehicle) => vehicle.id !== wide.id) as [Vehicle, Vehicle];
    // The demo vehicles' Bangla, which the garage's answers carry.
    expect([wide.makeBn, other.makeBn, other.modelBn]).not.toContain('');
  });
  afterAll(() => t.close());

  /** The wide vehicle's `n`th model year. */
  const wideBike = (n: number): Bike => ({ vehicle: wide, year: wide.yearFrom + n });
  const otherBike = (): Bike => ({ vehicle: other, year: other.yearTo });
  const thirdBike = (): Bike => ({ vehicle: third, year: third.yearFrom });

  const customer = () => {
    nextCustomer += 1;
    return createCustomer(t.app, `garage-${driver}-${nextCustomer}-${randomUUID().slice(0, 8)}@example.com`);
  };

  /**
   * A browser: it sends the garage cookie the server last set (or the one it starts with), and the
   * bearer token when a rider is signed in.
   */
  const browser = ({ cookie = '', token }: { cookie?: string; token?: string } = {}) => {
    const jar = { cookie };
    const call = async ({ method, url, payload }: Call, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...(token ? bearer(token) : {}), ...(jar.cookie ? { cookie: jar.cookie } : {}), ...headers },
      });
      const set = garageSetCookie(response);
      if (set) jar.cookie = set.includes('Max-Age=0') ? '' : set.split(';')[0]!;
      return response;
    };
    return {
      jar,
      call,
      garage: async () => {
        const response = await call({ method: 'GET', url: '/api/garage' });
        expect(response.statusCode).toBe(200);
        return (response.json() as { bikes: GarageBike[] }).bikes;
      },
      add: (bike: Bike) => call({ method: 'POST', url: '/api/garage', payload: body(bike) }),
      makeCurrent: (id: string) => call({ method: 'PUT', url: `/api/garage/${id}/current` }),
      remove: (id: string) => call({ method: 'DELETE', url: `/api/garage/${id}` }),
    };
  };

  const currentRows = async (user: SessionUser) => {
    const [row] = await t.database.db
      .select({ bikes: count() })
      .from(garageBikes)
      .where(and(eq(garageBikes.userId, user.id), eq(garageBikes.current, true)));
    return row!.bikes;
  };

  describe('for a guest, in the garage cookie', () => {
    it('starts empty, and sets no cookie', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/garage' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bikes: [] });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('adds, re-adds, switches and removes bikes, the cookie carrying the garage between calls', async () => {
      const guest = browser();
      const a = wideBike(0);
      const b = otherBike();

      const first = await guest.add(a);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ id: `${wide.id}-${a.year}`, ...listed(a, true) });
      expect(first.headers['set-cookie']).toBe(setCookieOf(a));

      const second = await guest.add(b);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual({ id: `${other.id}-${b.year}`, ...listed(b, true) });
      expect(second.headers['set-cookie']).toBe(setCookieOf(b, a));
      expect(await guest.garage()).toEqual([
        { id: `${other.id}-${b.year}`, ...listed(b, true) },
        { id: `${wide.id}-${a.year}`, ...listed(a, false) },
      ]);

      // The picker's choice of a bike already kept: made current, never a second copy.
      const again = await guest.add(a);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id: `${wide.id}-${a.year}`, ...listed(a, true) });
      expect(withoutIds(await guest.garage())).toEqual([listed(a, true), listed(b, false)]);

      const switched = await guest.makeCurrent(`${other.id}-${b.year}`);
      expect(switched.statusCode).toBe(200);
      expect(withoutIds(switched.json().bikes)).toEqual([listed(b, true), listed(a, false)]);
      expect(switched.headers['set-cookie']).toBe(setCookieOf(b, a));

      // Removing the current bike makes the one left current.
      const removed = await guest.remove(`${other.id}-${b.year}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ bikes: [{ id: `${wide.id}-${a.year}`, ...listed(a, true) }] });
      expect(removed.headers['set-cookie']).toBe(setCookieOf(a));

      const emptied = await guest.remove(`${wide.id}-${a.year}`);
      expect(emptied.json()).toEqual({ bikes: [] });
      expect(emptied.headers['set-cookie']).toBe(`${GARAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    });

    it('removes a bike that is not current and keeps the current one', async () => {
      const guest = browser({ cookie: cookieOf(wideBike(1), otherBike(), thirdBike()) });
      const response = await guest.remove(`${other.id}-${otherBike().year}`);
      expect(response.statusCode).toBe(200);
      expect(withoutIds(response.json().bikes)).toEqual([listed(wideBike(1), true), listed(thirdBike(), false)]);
    });

    it('marks the cookie Secure when the visitor came over HTTPS', async () => {
      const guest = browser();
      const response = await guest.call(
        { method: 'POST', url: '/api/garage', payload: body(wideBike(2)) },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.headers['set-cookie']).toBe(`${setCookieOf(wideBike(2))}; Secure`);
    });

    it('never trusts the cookie: entries naming no real bike are dropped, and the cookie cleaned', async () => {
      const a = wideBike(3);
      const b = otherBike();
      const forged = [
        `${GARAGE_COOKIE}=999999:2020`, // no such vehicle
        `${wide.id}:${wide.yearFrom - 1}`, // before it was made
        `${wide.id}:${wide.yearTo + 1}`, // after
        'abc',
        `${param(b)}`,
        `${param(a)}`,
        `${param(b)}`,
      ].join('_');
      const guest = browser({ cookie: forged });
      const response = await guest.call({ method: 'GET', url: '/api/garage' });
      expect(withoutIds(response.json().bikes)).toEqual([listed(b, true), listed(a, false)]);
      expect(response.headers['set-cookie']).toBe(setCookieOf(b, a));
      // The fitment of pages rendered on the server follows the same bike.
      expect(await currentBike(t.database.db, { userId: null, cookies: forged })).toEqual({
        vehicleId: other.id,
        year: b.year,
        make: other.make,
        makeBn: other.makeBn,
        model: other.model,
        modelBn: other.modelBn,
        variant: other.variant,
        variantBn: other.variantBn,
      });
      expect(await currentBike(t.database.db, { userId: null, cookies: `${GARAGE_COOKIE}=999999:2020` })).toBeNull();

      // A forged entry is no bike of the guest's either.
      const named = await t.app.inject({
        method: 'PUT',
        url: '/api/garage/999999-2020/current',
        headers: { cookie: forged },
      });
      expect(named.statusCode).toBe(404);
      expect(named.json()).toEqual(notFound);
    });

    it('sets the cookie again on every read, so it lasts a year from the last visit', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/garage',
        headers: { cookie: `other=1; ${cookieOf(otherBike(), wideBike(4))}` },
      });
      expect(response.json().bikes).toHaveLength(2);
      expect(response.headers['set-cookie']).toBe(setCookieOf(otherBike(), wideBike(4)));
    });

    it('answers 404 for an id that is not one of the guest’s bikes', async () => {
      const cookie = cookieOf(wideBike(5));
      for (const id of [
        `${wide.id}-${wide.yearFrom + 6}`,
        `${wide.id}:${wide.yearFrom + 5}`,
        `${wide.id}-${wide.yearFrom + 5}-1`,
        '0-2020',
        'nope',
        randomUUID(),
      ]) {
        for (const call of [
          { method: 'PUT' as const, url: `/api/garage/${encodeURIComponent(id)}/current` },
          { method: 'DELETE' as const, url: `/api/garage/${encodeURIComponent(id)}` },
        ]) {
          const response = await t.app.inject({ ...call, headers: { cookie } });
          expect(response.statusCode, `${call.method} ${id}`).toBe(404);
          expect(response.json()).toEqual(notFound);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      }
    });

    it(`holds at most ${GARAGE_BIKES_MAX} bikes`, async () => {
      const full = Array.from({ length: GARAGE_BIKES_MAX }, (_, n) => wideBike(n));
      const guest = browser({ cookie: cookieOf(...full) });
      const refused = await guest.add(otherBike());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: catalogueMessages.garageFull });
      expect(refused.headers['set-cookie']).toBeUndefined();
      // One it holds can still be chosen.
      const chosen = await guest.add(wideBike(4));
      expect(chosen.statusCode).toBe(200);
      expect(await guest.garage()).toHaveLength(GARAGE_BIKES_MAX);
      expect(guest.jar.cookie).toBe(cookieOf(wideBike(4), ...full.filter((_, n) => n !== 4)));
    });

    it('treats a token that names no session as a guest', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/garage',
        headers: { ...bearer('forged.token'), cookie: cookieOf(otherBike()) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        bikes: [{ id: `${other.id}-${otherBike().year}`, ...listed(otherBike(), true) }],
      });
    });
  });

  describe('POST /api/garage refuses a bike that is not one', () => {
    it.each([
      [{}, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: '1', year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: 0, year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: -1, year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: 1.5, year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: null, year: 2020 }, `vehicleId: ${catalogueMessages.vehicleInvalid}`],
      [{ vehicleId: 1 }, `year: ${catalogueMessages.yearInvalid}`],
      [{ vehicleId: 1, year: '2020' }, `year: ${catalogueMessages.yearInvalid}`],
      [{ vehicleId: 1, year: 2020.5 }, `year: ${catalogueMessages.yearInvalid}`],
      [{ vehicleId: 1, year: 1949 }, `year: ${catalogueMessages.yearInvalid}`],
      [{ vehicleId: 1, year: 2101 }, `year: ${catalogueMessages.yearInvalid}`],
      [{ vehicleId: 1, year: 2020, current: false }, 'Unrecognized key: "current"'],
    ])('%j → %s', async (payload, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/garage', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it.each(['guest', 'signed-in rider'])('checks the vehicle and its years for a %s', async (who) => {
      const rider = who === 'guest' ? browser() : browser({ token: (await customer()).token });
      for (const [payload, message] of [
        [{ vehicleId: 999_999, year: 2020 }, catalogueMessages.vehicleInvalid],
        [{ vehicleId: wide.id, year: wide.yearFrom - 1 }, catalogueMessages.yearInvalid],
        [{ vehicleId: wide.id, year: wide.yearTo + 1 }, catalogueMessages.yearInvalid],
      ] as const) {
        const response = await rider.call({ method: 'POST', url: '/api/garage', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      // The first and last model years are the vehicle's own.
      expect((await rider.add({ vehicle: wide, year: wide.yearFrom })).statusCode).toBe(201);
      expect((await rider.add({ vehicle: wide, year: wide.yearTo })).statusCode).toBe(201);
      expect(await rider.garage()).toHaveLength(2);
    });
  });

  describe('for a signed-in rider, on the account', () => {
    it('adds, switches and removes bikes, and copies the garage into the cookie on every change', async () => {
      const { token, user } = await customer();
      const rider = browser({ token });
      const [a, b, c] = [wideBike(0), otherBike(), thirdBike()];

      expect(await rider.garage()).toEqual([]);
      expect(rider.jar.cookie).toBe('');

      const first = await rider.add(a);
      expect(first.statusCode).toBe(201);
      // The same id a guest's bike has: a page rendered from the cookie names it as the account does.
      expect(first.json()).toEqual({ id: `${a.vehicle.id}-${a.year}`, ...listed(a, true) });
      expect(first.headers['set-cookie']).toBe(accountSetCookieOf(a));
      const aId = first.json().id as string;

      const second = await rider.add(b);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject(listed(b, true));
      expect(second.headers['set-cookie']).toBe(accountSetCookieOf(b, a));
      const bId = second.json().id as string;

      const third = await rider.add(c);
      expect(third.headers['set-cookie']).toBe(accountSetCookieOf(c, b, a));
      const cId = third.json().id as string;
      // Current first, then the newest.
      expect(await rider.garage()).toEqual([
        { id: cId, ...listed(c, true) },
        { id: bId, ...listed(b, false) },
        { id: aId, ...listed(a, false) },
      ]);

      const again = await rider.add(a);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id: aId, ...listed(a, true) });
      expect(again.headers['set-cookie']).toBe(accountSetCookieOf(a, c, b));

      const switched = await rider.makeCurrent(bId);
      expect(switched.statusCode).toBe(200);
      expect(switched.json()).toEqual({
        bikes: [
          { id: bId, ...listed(b, true) },
          { id: cId, ...listed(c, false) },
          { id: aId, ...listed(a, false) },
        ],
      });
      expect(switched.headers['set-cookie']).toBe(accountSetCookieOf(b, c, a));
      expect(await currentRows(user)).toBe(1);

      // Removing the current bike makes the newest one left current: c, not the older a.
      const removed = await rider.remove(bId);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({
        bikes: [
          { id: cId, ...listed(c, true) },
          { id: aId, ...listed(a, false) },
        ],
      });
      expect(removed.headers['set-cookie']).toBe(accountSetCookieOf(c, a));

      // Removing another keeps the current one.
      const removedOther = await rider.remove(aId);
      expect(removedOther.json()).toEqual({ bikes: [{ id: cId, ...listed(c, true) }] });
      expect(rider.jar.cookie).toBe(accountCookieOf(c));

      const emptied = await rider.remove(cId);
      expect(emptied.json()).toEqual({ bikes: [] });
      expect(emptied.headers['set-cookie']).toBe(`${GARAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      expect(await currentRows(user)).toBe(0);
    });

    it('ignores a guest cookie sent beside the token, and puts the account’s copy in its place', async () => {
      const empty = await browser({ token: (await customer()).token, cookie: cookieOf(otherBike()) }).call({
        method: 'GET',
        url: '/api/garage',
      });
      expect(empty.json()).toEqual({ bikes: [] });
      expect(empty.headers['set-cookie']).toBe(`${GARAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);

      const { token } = await customer();
      const rider = browser({ token });
      await rider.add(wideBike(7));
      // Another browser, whose cookie holds a guest's bike.
      const elsewhere = browser({ token, cookie: cookieOf(otherBike()) });
      const response = await elsewhere.call({ method: 'GET', url: '/api/garage' });
      expect(withoutIds(response.json().bikes)).toEqual([listed(wideBike(7), true)]);
      expect(response.headers['set-cookie']).toBe(accountSetCookieOf(wideBike(7)));
    });

    it("answers 404 for another rider's bike, a guest's id or a malformed one, and changes nothing", async () => {
      const alice = browser({ token: (await customer()).token });
      const bob = browser({ token: (await customer()).token });
      await alice.add(wideBike(0));
      const bobsFirst = (await bob.add(otherBike())).json().id as string;
      await bob.add(thirdBike());
      const bobsBefore = await bob.garage();

      const notHers = `${wide.id}-${wideBike(5).year}`;
      for (const id of [bobsFirst, randomUUID(), notHers, 'nope', `${bobsFirst}x`, `0-${wideBike(0).year}`]) {
        for (const response of [await alice.makeCurrent(id), await alice.remove(id)]) {
          expect(response.statusCode, id).toBe(404);
          expect(response.json()).toEqual(notFound);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      }
      expect(await bob.garage()).toEqual(bobsBefore);
      expect(withoutIds(await alice.garage())).toEqual([listed(wideBike(0), true)]);
    });

    it(`holds at most ${GARAGE_BIKES_MAX} bikes`, async () => {
      const rider = browser({ token: (await customer()).token });
      for (let n = 0; n < GARAGE_BIKES_MAX; n += 1) expect((await rider.add(wideBike(n))).statusCode).toBe(201);
      const refused = await rider.add(otherBike());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: catalogueMessages.garageFull });
      expect(refused.headers['set-cookie']).toBeUndefined();
      const chosen = await rider.add(wideBike(2));
      expect(chosen.statusCode).toBe(200);
      const bikes = await rider.garage();
      expect(bikes).toHaveLength(GARAGE_BIKES_MAX);
      expect(bikes[0]).toMatchObject(listed(wideBike(2), true));
    });

    it('stays consistent when two adds arrive at once', async () => {
      const { token, user } = await customer();
      const rider = browser({ token });

      // Two new bikes: both saved, one of them current.
      const both = await Promise.all([rider.add(wideBike(0)), rider.add(wideBike(1))]);
      expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
      let bikes = await rider.garage();
      expect(bikes).toHaveLength(2);
      expect(bikes.filter((bike) => bike.current)).toHaveLength(1);

      // The same bike twice: saved once.
      const same = await Promise.all([rider.add(otherBike()), rider.add(otherBike())]);
      expect(same.map((response) => response.statusCode).sort()).toEqual([200, 201]);
      bikes = await rider.garage();
      expect(bikes).toHaveLength(3);
      expect(bikes[0]).toMatchObject(listed(otherBike(), true));

      // Two for the last place: one gets it.
      for (let n = 2; bikes.length < GARAGE_BIKES_MAX - 1; n += 1) {
        await rider.add(wideBike(n));
        bikes = await rider.garage();
      }
      const race = await Promise.all([rider.add(wideBike(GARAGE_BIKES_MAX)), rider.add(thirdBike())]);
      expect(race.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      expect(await rider.garage()).toHaveLength(GARAGE_BIKES_MAX);
      expect(await currentRows(user)).toBe(1);
    });
  });

  describe('merged into the account at sign-in', () => {
    /** Signs the rider in as the SPA does, sending the browser's cookies along to the sync call. */
    const signInFrom = async (guest: ReturnType<typeof browser>, email: string) => {
      const session = await signIn(t.app, email, 'secret12');
      expect(session.statusCode).toBe(200);
      const cookie = [cookiesOf(session), guest.jar.cookie].filter(Boolean).join('; ');
      return sync(t.app, cookie, email);
    };

    it("keeps a guest's bikes when the guest signs up, and re-writes the cookie as the account's copy", async () => {
      const guest = browser();
      await guest.add(wideBike(0));
      await guest.add(otherBike());
      const email = `garage-new-${driver}-${randomUUID().slice(0, 8)}@example.com`;
      const signedUp = await signUp(t.app, { email });
      const synced = await sync(t.app, `${cookiesOf(signedUp)}; ${guest.jar.cookie}`, email);
      expect(synced.statusCode).toBe(200);
      expect(synced.json()).toMatchObject({ token: expect.any(String), user: { email } });
      expect(synced.headers['set-cookie']).toBe(accountSetCookieOf(otherBike(), wideBike(0)));

      const rider = browser({ token: synced.json().token, cookie: guest.jar.cookie });
      const bikes = await rider.garage();
      expect(withoutIds(bikes)).toEqual([listed(otherBike(), true), listed(wideBike(0), false)]);
      expect(bikes.map((bike) => bike.id)).toEqual([
        `${otherBike().vehicle.id}-${otherBike().year}`,
        `${wide.id}-${wideBike(0).year}`,
      ]);
    });

    it("adds the guest's bikes to an account that has some, none twice, forged ones never, the guest's current made current", async () => {
      const { token, user } = await customer();
      const rider = browser({ token });
      await rider.add(wideBike(0));
      await rider.add(thirdBike());

      const guest = browser({ cookie: `${cookieOf(wideBike(1), wideBike(0))}_999999:2020_${wide.id}:1950` });
      const synced = await signInFrom(guest, user.email);
      expect(synced.statusCode).toBe(200);
      expect(synced.headers['set-cookie']).toBe(accountSetCookieOf(wideBike(1), thirdBike(), wideBike(0)));
      expect(withoutIds(await rider.garage())).toEqual([
        listed(wideBike(1), true),
        listed(thirdBike(), false),
        listed(wideBike(0), false),
      ]);
      expect(await currentRows(user)).toBe(1);

      // Signing in again with the copy changes nothing.
      const again = await signInFrom(browser({ cookie: cookieOf(wideBike(1), thirdBike(), wideBike(0)) }), user.email);
      expect(again.statusCode).toBe(200);
      expect(again.headers['set-cookie']).toBe(accountSetCookieOf(wideBike(1), thirdBike(), wideBike(0)));
      expect(await rider.garage()).toHaveLength(3);
    });

    it(`merges only as many as ${GARAGE_BIKES_MAX} leave room for, the guest's current bike first`, async () => {
      const { token, user } = await customer();
      const rider = browser({ token });
      for (let n = 0; n < GARAGE_BIKES_MAX - 1; n += 1) await rider.add(wideBike(n));

      const guest = browser({ cookie: cookieOf(otherBike(), thirdBike(), wideBike(GARAGE_BIKES_MAX)) });
      expect((await signInFrom(guest, user.email)).statusCode).toBe(200);
      let bikes = await rider.garage();
      expect(bikes).toHaveLength(GARAGE_BIKES_MAX);
      expect(bikes[0]).toMatchObject(listed(otherBike(), true));
      expect(bikes.some((bike) => bike.vehicleId === third.id)).toBe(false);

      // A full account keeps its current bike when the guest's does not fit.
      expect((await signInFrom(browser({ cookie: cookieOf(thirdBike()) }), user.email)).statusCode).toBe(200);
      bikes = await rider.garage();
      expect(bikes).toHaveLength(GARAGE_BIKES_MAX);
      expect(bikes[0]).toMatchObject(listed(otherBike(), true));
      expect(await currentRows(user)).toBe(1);
    });

    it("writes the account's garage into a browser that has no garage cookie", async () => {
      const { token, user } = await customer();
      await browser({ token }).add(thirdBike());
      const synced = await signInFrom(browser(), user.email);
      expect(synced.statusCode).toBe(200);
      expect(synced.headers['set-cookie']).toBe(accountSetCookieOf(thirdBike()));
    });

    it("never merges another account's copy: a rider whose session ended without signing out", async () => {
      const first = await customer();
      const firstRider = browser({ token: first.token });
      await firstRider.add(otherBike());
      // The browser keeps the first rider's copy; their session ends without a sign-out.
      const shared = browser({ cookie: firstRider.jar.cookie });
      const second = await customer();
      const synced = await signInFrom(shared, second.user.email);
      expect(synced.statusCode).toBe(200);
      expect(await browser({ token: second.token }).garage()).toEqual([]);
      // The copy is cleared: the second rider's garage is empty.
      expect(synced.headers['set-cookie']).toBe(`${GARAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    });

    it('merges nothing when the sync is refused', async () => {
      const { token, user, cookie } = await customer();
      const victim = await customer();
      const refused = await sync(t.app, `${cookie}; ${cookieOf(otherBike())}`, victim.user.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await browser({ token }).garage()).toEqual([]);
      expect(await browser({ token: victim.token }).garage()).toEqual([]);
      expect(user.email).not.toBe(victim.user.email);
    });
  });
});
