import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueFileMessages,
  garageSchema,
  vinMessages,
  vinPatternListSchema,
  type VinCandidate,
  type VinDecoded,
} from '@motoforge/contract';
import { garageBikes, vehicles, vinPatterns, vinUnknowns } from '../../db/schema.js';
import { demoVehicles, vehicleKey } from '../../db/seed/demo-vehicles.js';
import { demoVinPatterns } from '../../db/seed/demo-vin-patterns.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

type Vehicle = typeof vehicles.$inferSelect;

/** ISO 3779's year codes from 2010. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const yearCodeOf = (year: number) => YEAR_CODES.charAt(year - 2010);
/** A chassis number of a maker code and descriptor (its wildcards filled in) and a model year. */
const vinOf = (wmi: string, descriptor: string, year: number, serial = '123456') =>
  `${wmi}${descriptor.replaceAll('?', 'X')}7${yearCodeOf(year)}C${serial}`;

const candidateOf = (vehicle: Vehicle): VinCandidate => ({
  vehicleId: vehicle.id,
  make: vehicle.make,
  makeBn: vehicle.makeBn,
  model: vehicle.model,
  modelBn: vehicle.modelBn,
  variant: vehicle.variant,
  variantBn: vehicle.variantBn,
  yearFrom: vehicle.yearFrom,
  yearTo: vehicle.yearTo,
});

describe.each(drivers)('chassis-number lookup on %s', (driver) => {
  let t: TestApp;
  let all: Vehicle[];
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    all = await t.database.db.select().from(vehicles);
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  const byKey = (key: string) => all.find((vehicle) => vehicleKey(vehicle) === key)!;
  const modelsOf = (make: string) =>
    all
      .filter((vehicle) => vehicle.make === make)
      .sort((a, b) => a.model.localeCompare(b.model) || a.variant.localeCompare(b.variant))
      .map(candidateOf);
  const decode = (vin: string) =>
    t.app.inject({ method: 'POST', url: '/api/vin/decode', payload: { vin }, remoteAddress: freshAddress() });
  const unknownsLogged = () => t.database.db.select().from(vinUnknowns);

  it('decodes every demo pattern to its exact vehicle and year', async () => {
    const patterns = demoVinPatterns(demoVehicles);
    expect(patterns).toHaveLength(demoVehicles.length);
    for (const pattern of patterns) {
      const vehicle = byKey(pattern.vehicle);
      for (const year of new Set([Math.max(vehicle.yearFrom, 2010), vehicle.yearTo])) {
        const response = await decode(vinOf(pattern.wmi, pattern.descriptor, year));
        expect({ vehicle: pattern.vehicle, status: response.statusCode, body: response.json() }).toEqual({
          vehicle: pattern.vehicle,
          status: 200,
          body: {
            make: vehicle.make,
            makeBn: vehicle.makeBn,
            year,
            isExact: true,
            candidates: [candidateOf(vehicle)],
          } satisfies VinDecoded,
        });
      }
    }
    expect(await unknownsLogged()).toEqual([]);
  });

  it('reads a number typed in lower case with spaces and dashes', async () => {
    const response = await decode(' md2-a11dz 7kc 123456 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      year: 2019,
      isExact: true,
      candidates: [{ make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc' }],
    });
  });

  it('offers every model of the maker for an unknown pattern, and logs only its characters 1–8', async () => {
    const response = await decode(vinOf('MD2', 'ZZ9ZZ', 2021, '654321'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      make: 'Bajaj',
      makeBn: 'বাজাজ',
      year: 2021,
      isExact: false,
      candidates: modelsOf('Bajaj'),
    });
    const logged = await unknownsLogged();
    expect(logged.map(({ wmi, descriptor, reason, count }) => ({ wmi, descriptor, reason, count }))).toEqual([
      { wmi: 'MD2', descriptor: 'ZZ9ZZ', reason: 'pattern', count: 1 },
    ]);
    // The serial is nowhere in the log.
    expect(JSON.stringify(logged)).not.toContain('654321');
    await decode(vinOf('MD2', 'ZZ9ZZ', 2022, '111111'));
    const [again] = await unknownsLogged();
    expect(again?.count).toBe(2);
  });

  it('offers every model of the maker when two patterns name different bikes, never one of them', async () => {
    const pulsar180 = byKey('Bajaj|Pulsar 180|');
    // A11CZ is the Pulsar 150 Single Disc's; this one takes A11C? for the Pulsar 180.
    await t.database.db.insert(vinPatterns).values({ wmi: 'MD2', descriptor: 'A11C?', vehicleId: pulsar180.id });
    try {
      const response = await decode(vinOf('MD2', 'A11CZ', 2015));
      expect(response.json()).toEqual({
        make: 'Bajaj',
        makeBn: 'বাজাজ',
        year: 2015,
        isExact: false,
        candidates: modelsOf('Bajaj'),
      });
      const [logged] = await t.database.db.select().from(vinUnknowns).where(eq(vinUnknowns.descriptor, 'A11CZ'));
      expect(logged?.reason).toBe('several');
      // The other pattern alone still names its bike.
      expect((await decode(vinOf('MD2', 'A11CX', 2015))).json()).toMatchObject({
        isExact: true,
        candidates: [candidateOf(pulsar180)],
      });
    } finally {
      await t.database.db
        .delete(vinPatterns)
        .where(and(eq(vinPatterns.wmi, 'MD2'), eq(vinPatterns.descriptor, 'A11C?')));
    }
  });

  it('offers every model when the pattern names a bike not made in the number’s year', async () => {
    // The Pulsar 150 Twin Disc is made from 2019: a number of 2015 is not one.
    const response = await decode(vinOf('MD2', 'A11DZ', 2015));
    expect(response.json()).toMatchObject({ year: 2015, isExact: false, candidates: modelsOf('Bajaj') });
  });

  it('refuses a number of the wrong length, or with I, O or Q, saying what is wrong', async () => {
    const cases: [string, string][] = [
      ['MD2A11DZ7KC1234', 'A chassis number has 17 characters; this one has 15.'],
      ['MD2A11DZ7KC12345678', 'A chassis number has 17 characters; this one has 19.'],
      ['MD2A1ODZ7KC123456', 'A chassis number never contains I, O or Q: found O at position 6.'],
      ['MD2-A11DZ-7KC12345I', 'A chassis number never contains I, O or Q: found I at position 17.'],
      ['QD2A11DZ7KC123456', 'A chassis number never contains I, O or Q: found Q at position 1.'],
      ['MD2A11DZ7UC123456', vinMessages.vinYearInvalid('U')],
      ['', vinMessages.vinRequired],
    ];
    for (const [vin, message] of cases) {
      const response = await decode(vin);
      expect({ vin, status: response.statusCode, body: response.json() }).toEqual({
        vin,
        status: 400,
        body: expect.objectContaining({ success: false, message }),
      });
    }
  });

  it('says a maker no pattern knows is unknown, and logs it', async () => {
    const response = await decode(vinOf('JH2', 'AB123', 2020));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: vinMessages.vinMakerUnknown });
    const [logged] = await t.database.db.select().from(vinUnknowns).where(eq(vinUnknowns.wmi, 'JH2'));
    expect(logged).toMatchObject({ descriptor: 'AB123', reason: 'maker' });
  });

  describe('saving a bike by its chassis number', () => {
    const twinDisc = () => byKey('Bajaj|Pulsar 150|Twin Disc');
    const save = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/garage', headers, payload });

    it('keeps the number with the account’s bike and shows it to its owner alone', async () => {
      const rider = await createCustomer(t.app, `vin-${driver}-saver@example.com`);
      const vin = vinOf('MD2', 'A11DZ', 2019, '777777');
      const saved = await save(bearer(rider.token), { vehicleId: twinDisc().id, year: 2019, vin: vin.toLowerCase() });
      expect(saved.statusCode).toBe(201);
      // The answer goes to the rider who saved it.
      expect(saved.json()).toMatchObject({ vin });
      const [row] = await t.database.db.select().from(garageBikes).where(eq(garageBikes.userId, rider.user.id));
      expect(row?.vin).toBe(vin);
      const garage = await t.app.inject({ method: 'GET', url: '/api/garage', headers: bearer(rider.token) });
      expect(garageSchema.parse(garage.json()).bikes).toEqual([
        expect.objectContaining({ vehicleId: twinDisc().id, year: 2019, vin }),
      ]);
      // Another rider with the same bike, and a guest, never see it.
      const other = await createCustomer(t.app, `vin-${driver}-other@example.com`);
      expect((await save(bearer(other.token), { vehicleId: twinDisc().id, year: 2019 })).body).not.toContain('777777');
      const othersGarage = await t.app.inject({ method: 'GET', url: '/api/garage', headers: bearer(other.token) });
      expect(othersGarage.body).not.toContain('777777');
      expect(garageSchema.parse(othersGarage.json()).bikes[0]).not.toHaveProperty('vin');
      const guests = await t.app.inject({ method: 'GET', url: '/api/garage' });
      expect(guests.body).not.toContain('777777');
    });

    it('keeps no number for a guest, whose garage is a cookie', async () => {
      const vin = vinOf('MD2', 'A11DZ', 2020, '888888');
      const saved = await save({}, { vehicleId: twinDisc().id, year: 2020, vin });
      expect(saved.statusCode).toBe(201);
      expect(JSON.stringify(saved.headers)).not.toContain('888888');
      expect(JSON.stringify(await t.database.db.select().from(garageBikes))).not.toContain('888888');
    });

    it('refuses a number of another maker or year, or a malformed one', async () => {
      const rider = await createCustomer(t.app, `vin-${driver}-wrong@example.com`);
      const cases: [string, string][] = [
        [vinOf('MD2', 'A11DZ', 2021), vinMessages.vinBikeMismatch],
        [vinOf('ME4', 'KC16H', 2019), vinMessages.vinBikeMismatch],
        ['MD2A11DZ7KC12', vinMessages.vinLength(13)],
      ];
      for (const [vin, message] of cases) {
        const response = await save(bearer(rider.token), { vehicleId: twinDisc().id, year: 2019, vin });
        expect({ vin, status: response.statusCode, body: response.json() }).toEqual({
          vin,
          status: 400,
          body: expect.objectContaining({ success: false, message }),
        });
      }
      const rows = await t.database.db.select().from(garageBikes).where(eq(garageBikes.userId, rider.user.id));
      expect(rows).toEqual([]);
    });
  });

  describe('the admin’s patterns', () => {
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object | string, token = admin) =>
      t.app.inject({
        method,
        url,
        headers: {
          ...bearer(token),
          ...(typeof payload === 'string' ? { 'content-type': 'text/csv' } : {}),
        },
        ...(payload === undefined ? {} : { payload }),
      });

    it('refuses a customer', async () => {
      const rider = await createCustomer(t.app, `vin-${driver}-customer@example.com`);
      for (const url of ['/api/admin/vin-patterns', '/api/admin/vin-patterns.csv', '/api/admin/vin-unknowns']) {
        expect((await call('GET', url, undefined, rider.token)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('adds a pattern, which then names its bike and leaves the log, and removes it', async () => {
      const hunk = byKey('Hero|Hunk 150R|');
      const vin = vinOf('MBL', 'KC15Z', 2020);
      expect((await decode(vin)).json()).toMatchObject({ isExact: false });
      expect((await unknownsLogged()).some((row) => row.descriptor === 'KC15Z')).toBe(true);

      const added = await call('POST', '/api/admin/vin-patterns', {
        wmi: 'mbl',
        descriptor: 'kc15?',
        vehicleId: hunk.id,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ wmi: 'MBL', descriptor: 'KC15?', make: 'Hero', model: 'Hunk 150R' });
      expect((await unknownsLogged()).some((row) => row.descriptor === 'KC15Z')).toBe(false);
      const listed = vinPatternListSchema.parse((await call('GET', '/api/admin/vin-patterns?pageSize=100')).json());
      expect(listed.patterns.map((pattern) => pattern.id)).toContain(added.json().id);
      // A page at a time: two pages of two follow the first four, and the total counts them all.
      const pageOf = async (page: number) =>
        vinPatternListSchema.parse((await call('GET', `/api/admin/vin-patterns?pageSize=2&page=${page}`)).json());
      const [first, second] = [await pageOf(1), await pageOf(2)];
      expect([...first.patterns, ...second.patterns]).toEqual(listed.patterns.slice(0, 4));
      expect(first).toMatchObject({ total: listed.total, page: 1, pageSize: 2 });
      expect((await call('GET', '/api/admin/vin-patterns')).json()).toMatchObject({ page: 1, pageSize: 50 });
      // KC15? and the Hunk's own KC15H both match KC15H, naming one bike: still exact.
      expect((await decode(vinOf('MBL', 'KC15H', 2020))).json()).toMatchObject({ isExact: true });
      expect((await decode(vin)).json()).toMatchObject({ isExact: true, candidates: [candidateOf(hunk)] });

      const again = await call('POST', '/api/admin/vin-patterns', {
        wmi: 'MBL',
        descriptor: 'KC15?',
        vehicleId: hunk.id,
      });
      expect(again.json()).toMatchObject({ success: false, message: vinMessages.patternRepeated });
      const otherMaker = await call('POST', '/api/admin/vin-patterns', {
        wmi: 'MBL',
        descriptor: 'ZZZZ1',
        vehicleId: byKey('TVS|Raider 125|').id,
      });
      expect(otherMaker.json()).toMatchObject({
        success: false,
        message: vinMessages.patternMakerMismatch('MBL', 'Hero'),
      });

      expect((await call('DELETE', `/api/admin/vin-patterns/${added.json().id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/vin-patterns/${added.json().id}`)).statusCode).toBe(404);
      expect((await decode(vin)).json()).toMatchObject({ isExact: false });
    });

    it('lists the unknown numbers by maker code and descriptor', async () => {
      await decode(vinOf('MD6', 'ZZ1ZZ', 2023, '424242'));
      const response = await call('GET', '/api/admin/vin-unknowns');
      expect(response.statusCode).toBe(200);
      expect(response.json().unknowns).toContainEqual({
        wmi: 'MD6',
        descriptor: 'ZZ1ZZ',
        reason: 'pattern',
        count: 1,
        lastSeenAt: expect.any(String),
      });
      expect(response.body).not.toContain('424242');
    });

    it('exports the table as CSV that imports again unchanged', async () => {
      const before = (await call('GET', '/api/admin/vin-patterns')).json();
      const exported = await call('GET', '/api/admin/vin-patterns.csv');
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = exported.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('wmi,descriptor,make,model,variant');
      expect(lines).toContain('MD2,A11DZ,Bajaj,Pulsar 150,Twin Disc');
      expect(lines).toHaveLength(demoVehicles.length + 1);

      const imported = await call('POST', '/api/admin/vin-patterns/import', exported.body);
      expect(imported.json()).toEqual({ patterns: demoVehicles.length });
      const after = (await call('GET', '/api/admin/vin-patterns')).json() as typeof before;
      const withoutIds = (list: typeof before) =>
        (list.patterns as { id: number }[]).map(({ id: _id, ...pattern }) => pattern);
      expect(withoutIds(after)).toEqual(withoutIds(before));
    });

    it('imports nothing from a file with bad rows, and lists every problem', async () => {
      const before = (await call('GET', '/api/admin/vin-patterns')).json();
      const file = [
        'wmi,descriptor,make,model,variant',
        'MD2,A11CZ,Bajaj,Pulsar 150,Single Disc',
        'MDO,A11DZ,Bajaj,Pulsar 150,Twin Disc',
        'MD2,A1,Bajaj,No Such Bike,',
        'MD2,A11CZ,Bajaj,Pulsar 180,',
        'MD2,ZZZZZ,Honda,SP 125,',
        'MD2,A11DZ',
      ].join('\n');
      const response = await call('POST', '/api/admin/vin-patterns/import', file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: catalogueFileMessages.rejected(5),
        errors: [
          { row: 3, message: vinMessages.patternWmiInvalid },
          { row: 4, message: vinMessages.patternDescriptorInvalid },
          { row: 4, message: vinMessages.patternVehicleUnknown },
          { row: 5, message: vinMessages.fileRowRepeated(2) },
          { row: 6, message: vinMessages.patternMakerMismatch('MD2', 'Bajaj') },
          { row: 7, message: catalogueFileMessages.cellCount(2, 5) },
        ],
      });
      expect((await call('GET', '/api/admin/vin-patterns')).json()).toEqual(before);
      const wrongColumns = await call('POST', '/api/admin/vin-patterns/import', 'wmi,pattern\nMD2,A11CZ');
      expect(wrongColumns.json().errors).toMatchObject([{ row: 1, message: vinMessages.fileColumns }]);
    });
  });
});
