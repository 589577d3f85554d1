import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assemblyListSchema,
  assemblySchema,
  bikeParam,
  GARAGE_COOKIE,
  partAssemblyListSchema,
  partDetailSchema,
  type Assembly,
} from '@motoforge/contract';
import { assemblies, vehicles } from '../../db/schema.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/** The goal for one drawing, compressed as browsers ask for it. */
const DRAWING_BROTLI_MAX_BYTES = 60_000;

/** Parts diagrams (docs/product.md#parts-diagrams): the calls a rider's pages make. */
describe.each(drivers)('parts diagrams, on %s', (driver) => {
  let t: TestApp;
  let twinDisc: number;
  let singleDisc: number;
  let hornet: number;

  const get = (url: string, bike?: { vehicleId: number; year: number }) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: bike ? { cookie: `${GARAGE_COOKIE}=${bikeParam(bike)}` } : {},
    });
  const assembly = async (vehicleId: number, slug: string, bike?: { vehicleId: number; year: number }) => {
    const response = await get(`/api/vehicles/${vehicleId}/assemblies/${slug}`, bike);
    expect(response.statusCode, response.body).toBe(200);
    return { body: assemblySchema.parse(response.json()), headers: response.headers };
  };
  const vehicleId = async (model: string, variant: string) => {
    const [row] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.model, model), eq(vehicles.variant, variant)));
    return row!.id;
  };
  const calloutNamed = (body: Assembly, prefix: string) => {
    const callout = body.callouts.find((each) => each.part.name.startsWith(prefix));
    expect(callout, `a callout for ${prefix}`).toBeDefined();
    return callout!;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    twinDisc = await vehicleId('Pulsar 150', 'Twin Disc');
    singleDisc = await vehicleId('Pulsar 150', 'Single Disc');
    hornet = await vehicleId('CB Hornet 160R', '');
  });
  afterAll(() => t.close());

  it("lists a demo bike's assemblies in its order, in English and Bangla", async () => {
    const response = await get(`/api/vehicles/${twinDisc}/assemblies`);
    expect(response.statusCode).toBe(200);
    const list = assemblyListSchema.parse(response.json());
    expect(list.map((item) => item.slug)).toEqual([
      'front-brake',
      'rear-brake',
      'clutch',
      'chain-sprockets',
      'electrical',
    ]);
    expect(list[0]).toEqual({ slug: 'front-brake', name: 'Front brake and wheel', nameBn: 'সামনের ব্রেক ও চাকা' });
  });

  it('lists no assemblies for a bike without diagrams, and refuses a vehicle id that is not one', async () => {
    expect((await get(`/api/vehicles/${hornet}/assemblies`)).json()).toEqual([]);
    expect((await get('/api/vehicles/pulsar/assemblies')).statusCode).toBe(400);
    expect((await get(`/api/vehicles/${twinDisc}/assemblies/no-such-assembly`)).statusCode).toBe(404);
    expect((await get(`/api/vehicles/${hornet}/assemblies/front-brake`)).statusCode).toBe(404);
  });

  it('gives the drawing and its numbered callouts, each part as its own page gives it', async () => {
    const { body } = await assembly(twinDisc, 'front-brake');
    expect(body).toMatchObject({ vehicleId: twinDisc, slug: 'front-brake', width: 800, height: 600 });
    expect(body.drawing.startsWith(`/api/vehicles/${twinDisc}/assemblies/front-brake/drawing.svg?v=`)).toBe(true);
    expect(body.callouts.map((callout) => callout.number)).toEqual([1, 2, 3, 4, 5]);
    for (const callout of body.callouts) {
      expect(callout.x).toBeGreaterThanOrEqual(0);
      expect(callout.x).toBeLessThanOrEqual(1);
      const page = partDetailSchema.parse((await get(`/api/parts/${callout.part._id}`)).json());
      expect(callout.part).toMatchObject({
        name: page.name,
        price: page.price,
        availableQuantity: page.availableQuantity,
        fitsCurrentBike: null,
      });
    }
    expect(calloutNamed(body, 'Front Brake Disc 276 mm').part.sku).toBe('MF-BRK-0001');
  });

  it("says whether each part fits the rider's bike and year, and keeps that answer the rider's own", async () => {
    const own = await assembly(twinDisc, 'front-brake', { vehicleId: twinDisc, year: 2021 });
    expect(own.body.callouts.map((callout) => callout.part.fitsCurrentBike)).toEqual(
      own.body.callouts.map(() => 'fits'),
    );
    expect(own.headers['cache-control']).toBe('no-store');
    const other = await assembly(twinDisc, 'front-brake', { vehicleId: hornet, year: 2021 });
    expect(calloutNamed(other.body, 'Front Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc').part.fitsCurrentBike).toBe(
      'does-not-fit',
    );
  });

  it("reads a signed-in rider's bike from their garage, not from the cookie", async () => {
    const rider = await createCustomer(t.app, `diagrams-${driver}-${randomUUID().slice(0, 8)}@example.com`);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: bearer(rider.token),
      payload: { vehicleId: hornet, year: 2021 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/${twinDisc}/assemblies/front-brake`,
      headers: { ...bearer(rider.token), cookie: `${GARAGE_COOKIE}=${bikeParam({ vehicleId: twinDisc, year: 2021 })}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = assemblySchema.parse(response.json());
    expect(calloutNamed(body, 'Front Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc').part.fitsCurrentBike).toBe(
      'does-not-fit',
    );
  });

  it("takes a guest's first real bike from the cookie, and no fitment when it names none", async () => {
    const noSuchVehicle = { vehicleId: 999_999, year: 2021 };
    const cookie = (...bikes: { vehicleId: number; year: number }[]) => ({
      cookie: `${GARAGE_COOKIE}=${bikes.map(bikeParam).join('_')}`,
    });
    const url = `/api/vehicles/${twinDisc}/assemblies/front-brake`;
    const second = await t.app.inject({
      method: 'GET',
      url,
      headers: cookie(noSuchVehicle, { vehicleId: hornet, year: 2021 }, { vehicleId: twinDisc, year: 2021 }),
    });
    expect(second.headers['cache-control']).toBe('no-store');
    const pads = calloutNamed(
      assemblySchema.parse(second.json()),
      'Front Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc',
    );
    expect(pads.part.fitsCurrentBike).toBe('does-not-fit');
    const none = await t.app.inject({ method: 'GET', url, headers: cookie(noSuchVehicle) });
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBeUndefined();
    expect(assemblySchema.parse(none.json()).callouts.map((callout) => callout.part.fitsCurrentBike)).toEqual(
      assemblySchema.parse(none.json()).callouts.map(() => null),
    );
  });

  it('gives an assembly whose drawing has no callouts yet, with an empty parts list', async () => {
    await t.database.db.insert(assemblies).values({
      vehicleId: hornet,
      slug: 'clutch',
      name: 'Clutch',
      position: 1,
      drawingUrl: '/images/diagrams/hornet-clutch.png',
      drawingWidth: 800,
      drawingHeight: 600,
    });
    const { body, headers } = await assembly(hornet, 'clutch', { vehicleId: hornet, year: 2021 });
    expect(body).toEqual({
      vehicleId: hornet,
      slug: 'clutch',
      name: 'Clutch',
      nameBn: '',
      drawing: '/images/diagrams/hornet-clutch.png',
      width: 800,
      height: 600,
      callouts: [],
    });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('gives a callout the years it applies to, and the part does not fit a bike of another year', async () => {
    const carburettor = (bike: { vehicleId: number; year: number }) =>
      assembly(singleDisc, 'clutch', bike).then(({ body }) => calloutNamed(body, 'Carburettor 26 mm'));
    const old = await carburettor({ vehicleId: singleDisc, year: 2015 });
    expect(old).toMatchObject({ yearFrom: 2012, yearTo: 2019, note: 'Carburettor models only' });
    expect(old.part.fitsCurrentBike).toBe('fits');
    expect((await carburettor({ vehicleId: singleDisc, year: 2022 })).part.fitsCurrentBike).toBe('does-not-fit');
  });

  it('serves every demo drawing as an image that cannot run script, small enough for a phone', async () => {
    for (const id of [twinDisc, singleDisc]) {
      for (const { slug } of assemblyListSchema.parse((await get(`/api/vehicles/${id}/assemblies`)).json())) {
        const { body } = await assembly(id, slug);
        const drawing = await get(body.drawing);
        expect(drawing.statusCode).toBe(200);
        expect(drawing.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(drawing.headers['content-security-policy']).toContain('sandbox');
        expect(drawing.headers['content-security-policy']).toContain("default-src 'none'");
        expect(drawing.body).toMatch(/^<svg /);
        expect(drawing.body).not.toMatch(/<script|on\w+=/i);
        // Well formed, or a browser shows nothing at all: no element names an attribute twice.
        for (const [tag] of drawing.body.matchAll(/<[^>]+>/g)) {
          const names = [...tag.matchAll(/\s([\w-]+)=/g)].map(([, name]) => name);
          expect(new Set(names).size, tag).toBe(names.length);
        }
        expect(zlib.brotliCompressSync(drawing.rawPayload).length).toBeLessThanOrEqual(DRAWING_BROTLI_MAX_BYTES);
      }
    }
  });

  it("keeps a guest's diagram as it was read, until a part it shows or the diagram itself changes", async () => {
    const bike = { vehicleId: twinDisc, year: 2020 };
    const first = await assembly(twinDisc, 'front-brake', bike);
    expect((await assembly(twinDisc, 'front-brake', bike)).body).toEqual(first.body);
    const [callout] = first.body.callouts;
    const admin = bearer(await adminToken(t.app));

    // A restock changes a part it shows: the next guest sees the new stock at once.
    const restocked = await t.app.inject({
      method: 'POST',
      url: `/api/part/${callout!.part._id}/restock`,
      headers: admin,
      payload: { quantity: 7 },
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    const afterRestock = await assembly(twinDisc, 'front-brake', bike);
    const restockedPart = afterRestock.body.callouts.find((each) => each.number === callout!.number)!.part;
    expect(restockedPart.availableQuantity).toBe(callout!.part.availableQuantity + 7);

    // The back office moves the callout: the guest, and a guest with no bike, see it moved at once.
    const base = `/api/admin/vehicles/${twinDisc}/assemblies/front-brake`;
    const editor = await t.app.inject({ method: 'GET', url: base, headers: admin });
    const edited = (editor.json() as { callouts: { id: number; number: number }[] }).callouts.find(
      (each) => each.number === callout!.number,
    )!;
    const before = await assembly(twinDisc, 'front-brake');
    expect(before.body.callouts.find((each) => each.number === callout!.number)?.x).toBe(callout!.x);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${base}/callouts/${edited.id}`,
      headers: admin,
      payload: {
        number: callout!.number,
        x: 0.125,
        y: callout!.y,
        sku: callout!.part.sku,
        quantity: callout!.quantity,
        yearFrom: callout!.yearFrom,
        yearTo: callout!.yearTo,
        note: callout!.note,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const rider of [bike, undefined]) {
      const after = await assembly(twinDisc, 'front-brake', rider);
      expect(after.body.callouts.find((each) => each.number === callout!.number)?.x).toBe(0.125);
    }
  });

  it('lists the diagrams a part appears in, and leaves a removed part out of them', async () => {
    const { body } = await assembly(singleDisc, 'rear-brake');
    const shock = calloutNamed(body, 'Rear Shock Absorber, Bajaj Pulsar 150');
    const response = await get(`/api/parts/${shock.part._id}/assemblies`);
    expect(partAssemblyListSchema.parse(response.json())).toEqual([
      expect.objectContaining({
        vehicleId: singleDisc,
        variant: 'Single Disc',
        slug: 'rear-brake',
        number: shock.number,
      }),
      expect.objectContaining({ vehicleId: twinDisc, variant: 'Twin Disc', slug: 'rear-brake' }),
    ]);
    const admin = await adminToken(t.app);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/part/${shock.part._id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await assembly(singleDisc, 'rear-brake');
    expect(after.body.callouts.map((callout) => callout.part._id)).not.toContain(shock.part._id);
    expect(after.body.callouts.length).toBe(body.callouts.length - 1);
  });
});
