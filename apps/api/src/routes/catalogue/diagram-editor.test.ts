import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assemblyListSchema,
  assemblySchema,
  diagramEditorMessages,
  editorAssemblyListSchema,
  editorAssemblySchema,
  type CalloutInput,
  type EditorAssembly,
} from '@motoforge/contract';
import { assemblyCallouts, parts, vehicles } from '../../db/schema.js';
import { adminToken, bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><circle cx="200" cy="150" r="90"/></svg>';

/** The back office's diagram editor (docs/product.md#parts-diagrams), through the admin's calls. */
describe.each(drivers)('diagram editor, on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let twinDisc: number;
  let base: string;
  let sku: string;
  let otherSku: string;

  const editor = async (): Promise<EditorAssembly> => {
    const response = await t.app.inject({ method: 'GET', url: base, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return editorAssemblySchema.parse(response.json());
  };
  const place = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/callouts`, headers, payload });
  const callout = (overrides: Partial<CalloutInput> = {}): CalloutInput => ({
    number: 90,
    x: 0.25,
    y: 0.75,
    sku,
    quantity: 2,
    yearFrom: 2015,
    yearTo: 2019,
    note: 'Left side',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = bearer(await adminToken(t.app));
    const [bike] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.model, 'Pulsar 150'), eq(vehicles.variant, 'Twin Disc')));
    twinDisc = bike!.id;
    base = `/api/admin/vehicles/${twinDisc}/assemblies/front-brake`;
    const [first, second] = await t.database.db.select({ sku: parts.sku }).from(parts).orderBy(parts.position).limit(2);
    sku = first!.sku;
    otherSku = second!.sku;
  });
  beforeEach(async () => {
    // Each test starts without the numbers the others place.
    for (const each of (await editor()).callouts.filter((c) => c.number >= 90)) {
      await t.app.inject({ method: 'DELETE', url: `${base}/callouts/${each.id}`, headers: admin });
    }
  });
  afterAll(() => t.close());

  it('lists the diagrams by page, of every bike or of one, each with its vehicle and how many callouts', async () => {
    const list = async (query = '') => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/diagrams${query}`, headers: admin });
      expect(response.statusCode).toBe(200);
      return editorAssemblyListSchema.parse(response.json());
    };
    const everyBike = await list();
    expect(everyBike).toMatchObject({ page: 1, pageSize: 50 });
    expect(everyBike.total).toBeGreaterThanOrEqual(20);
    const frontBrake = everyBike.items.find((each) => each.vehicleId === twinDisc && each.slug === 'front-brake');
    expect(frontBrake).toMatchObject({ make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc' });
    expect(frontBrake!.callouts).toBe((await editor()).callouts.length);

    const oneBike = await list(`?vehicle=${twinDisc}`);
    expect(oneBike.items.length).toBe(oneBike.total);
    expect(new Set(oneBike.items.map((each) => each.vehicleId))).toEqual(new Set([twinDisc]));
    expect(oneBike.items[0]!.slug).toBe('front-brake');

    // Pages of two follow each other without a gap or a repeat.
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect([...first.items, ...second.items].map((each) => `${each.vehicleId}/${each.slug}`)).toEqual(
      everyBike.items.slice(0, 4).map((each) => `${each.vehicleId}/${each.slug}`),
    );
    expect((await list('?vehicle=99999999')).items).toEqual([]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/diagrams?pageSize=500', headers: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('places a callout, moves and edits it, and removes it; the rider sees each step', async () => {
    const placed = await place(callout());
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as { id: number }).id;
    expect((await editor()).callouts.find((c) => c.id === id)).toMatchObject({
      number: 90,
      x: 0.25,
      y: 0.75,
      sku,
      quantity: 2,
      yearFrom: 2015,
      yearTo: 2019,
      note: 'Left side',
    });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `${base}/callouts/${id}`,
      headers: admin,
      payload: callout({ x: 0.5, y: 0.1, sku: otherSku, quantity: 1, yearFrom: null, yearTo: null, note: '' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/vehicles/${twinDisc}/assemblies/front-brake` });
    const shown = assemblySchema.parse(publicPage.json()).callouts.find((c) => c.number === 90);
    expect(shown).toMatchObject({ x: 0.5, y: 0.1, quantity: 1, yearFrom: null, yearTo: null, note: '' });
    expect(shown!.part.sku).toBe(otherSku);

    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/callouts/${id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await editor()).callouts.some((c) => c.id === id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `${base}/callouts/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(diagramEditorMessages.calloutNotFound);
  });

  it('refuses a number another callout of the drawing has, and keeps one number per callout', async () => {
    const taken = (await editor()).callouts[0]!;
    const clash = await place(callout({ number: taken.number }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(diagramEditorMessages.numberTaken);

    const first = (await place(callout())).json() as { id: number };
    const second = (await place(callout({ number: 91 }))).json() as { id: number };
    const renumbered = await t.app.inject({
      method: 'PUT',
      url: `${base}/callouts/${second.id}`,
      headers: admin,
      payload: callout({ number: 90 }),
    });
    expect(renumbered.statusCode).toBe(409);
    // Saving a callout under its own number is no clash.
    const same = await t.app.inject({
      method: 'PUT',
      url: `${base}/callouts/${first.id}`,
      headers: admin,
      payload: callout({ x: 0.3 }),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('moves a callout whose number the callouts file gave two rows, without renumbering it', async () => {
    const [first, second] = await Promise.all([place(callout()), place(callout({ number: 91 }))]);
    const twin = (second.json() as { id: number }).id;
    expect(first.statusCode).toBe(201);
    // What an imported file may hold: number 90 for two parts, each for some years (ADR 049).
    await t.database.db.update(assemblyCallouts).set({ number: 90 }).where(eq(assemblyCallouts.id, twin));
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${base}/callouts/${twin}`,
      headers: admin,
      payload: callout({ x: 0.9 }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await editor()).callouts.find((c) => c.id === twin)).toMatchObject({ number: 90, x: 0.9 });
  });

  it.each([
    ['x above 1', { x: 1.01 }, diagramEditorMessages.positionInvalid],
    ['y below 0', { y: -0.1 }, diagramEditorMessages.positionInvalid],
    ['number 0', { number: 0 }, diagramEditorMessages.numberInvalid],
    ['quantity 0', { quantity: 0 }, diagramEditorMessages.quantityInvalid],
    ['years the wrong way round', { yearFrom: 2020, yearTo: 2010 }, diagramEditorMessages.yearsOrder],
    ['no part', { sku: ' ' }, diagramEditorMessages.skuRequired],
  ])('refuses %s with a message that says so', async (_case, overrides, message) => {
    const response = await place(callout(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a SKU no part on sale has', async () => {
    const response = await place(callout({ sku: 'NO-SUCH-SKU' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(diagramEditorMessages.skuUnknown);
  });

  it("refuses a callout of another assembly's drawing", async () => {
    const id = ((await place(callout())).json() as { id: number }).id;
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/vehicles/${twinDisc}/assemblies/rear-brake/callouts/${id}`,
      headers: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await editor()).callouts.some((c) => c.id === id)).toBe(true);
  });

  it('replaces the drawing with an SVG, reads its size, and gives it a new address', async () => {
    const before = await editor();
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/drawing`,
      headers: admin,
      payload: { svg: SVG },
    });
    expect(response.statusCode, response.body).toBe(204);
    const after = await editor();
    expect(after).toMatchObject({ width: 400, height: 300 });
    expect(after.drawing).not.toBe(before.drawing);
    const drawing = await t.app.inject({ method: 'GET', url: after.drawing });
    expect(drawing.body).toBe(SVG);
    expect(after.callouts).toEqual(before.callouts);
  });

  it.each([
    ['script', SVG.replace('<circle', '<script>alert(1)</script><circle')],
    ['an event handler', SVG.replace('<circle', '<circle onclick="alert(1)"')],
    ['an outside image', SVG.replace('<circle', '<image href="https://example.com/x.png"/><circle')],
    ['an outside style', SVG.replace('<circle', '<rect style="fill:url(https://example.com/a)"/><circle')],
    ['an embedded document', SVG.replace('<circle', '<foreignObject><div/></foreignObject><circle')],
  ])('refuses an SVG with %s, and keeps the drawing', async (_case, svg) => {
    const before = await editor();
    const response = await t.app.inject({ method: 'PUT', url: `${base}/drawing`, headers: admin, payload: { svg } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(diagramEditorMessages.svgUnsafe);
    expect((await editor()).drawing).toBe(before.drawing);
  });

  it('refuses text that is not an SVG drawing, and an image the shop did not upload', async () => {
    const notSvg = await t.app.inject({
      method: 'PUT',
      url: `${base}/drawing`,
      headers: admin,
      payload: { svg: '<html><body>hi</body></html>' },
    });
    expect(notSvg.statusCode).toBe(400);
    expect(notSvg.json().message).toBe(diagramEditorMessages.svgInvalid);
    const outside = await t.app.inject({
      method: 'PUT',
      url: `${base}/drawing`,
      headers: admin,
      payload: { imageUrl: 'https://example.com/drawing.png', width: 800, height: 600 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(diagramEditorMessages.imageInvalid);
  });

  it('takes an uploaded image as the drawing, by its URL and size', async () => {
    const imageUrl = `/uploads/${'a'.repeat(32)}-1200.webp`;
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/drawing`,
      headers: admin,
      payload: { imageUrl, width: 1200, height: 900 },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await editor()).toMatchObject({ drawing: imageUrl, width: 1200, height: 900 });
    await t.app.inject({ method: 'PUT', url: `${base}/drawing`, headers: admin, payload: { svg: SVG } });
  });

  it('answers a customer 403 and a guest 401, and changes nothing', async () => {
    const customer = bearer((await createCustomer(t.app, 'editor-rider@example.com')).token);
    expect((await place(callout(), customer)).statusCode).toBe(403);
    expect((await place(callout(), {})).statusCode).toBe(401);
    expect((await editor()).callouts.some((c) => c.number === 90)).toBe(false);
  });

  it('adds an assembly with its drawing at the end of the bike’s list, and the rider sees it', async () => {
    const add = (payload: object, headers = admin, vehicleId = twinDisc) =>
      t.app.inject({ method: 'POST', url: `/api/admin/vehicles/${vehicleId}/assemblies`, headers, payload });
    const customer = bearer((await createCustomer(t.app, 'editor-adder@example.com')).token);
    expect((await add({ name: 'Fuel tank', drawing: { svg: SVG } }, customer)).statusCode).toBe(403);

    const added = await add({ name: '  Fuel tank & cap ', nameBn: 'ফুয়েল ট্যাংক', drawing: { svg: SVG } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ vehicleId: twinDisc, slug: 'fuel-tank-cap' });
    const list = await t.app.inject({ method: 'GET', url: `/api/vehicles/${twinDisc}/assemblies` });
    expect(assemblyListSchema.parse(list.json()).at(-1)).toEqual({
      slug: 'fuel-tank-cap',
      name: 'Fuel tank & cap',
      nameBn: 'ফুয়েল ট্যাংক',
    });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vehicles/${twinDisc}/assemblies/fuel-tank-cap`,
      headers: admin,
    });
    expect(editorAssemblySchema.parse(opened.json())).toMatchObject({ width: 400, height: 300, callouts: [] });

    const refusals: [object, number, string][] = [
      // The same address as the one just added.
      [{ name: 'Fuel Tank, Cap', drawing: { svg: SVG } }, 409, diagramEditorMessages.assemblyNameTaken],
      [{ name: ' ', drawing: { svg: SVG } }, 400, `name: ${diagramEditorMessages.assemblyNameRequired}`],
      // Nothing to make an address of.
      [{ name: 'ব্রেক', drawing: { svg: SVG } }, 400, `name: ${diagramEditorMessages.assemblyNameRequired}`],
      [{ name: 'Horn', drawing: { svg: '<p>not a drawing</p>' } }, 400, diagramEditorMessages.svgInvalid],
      [{ name: 'Horn' }, 400, `drawing: ${diagramEditorMessages.drawingRequired}`],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await add(payload);
      expect([refused.statusCode, refused.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    const unknownBike = await add({ name: 'Horn', drawing: { svg: SVG } }, admin, 99_999_999);
    expect(unknownBike.statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/vehicles/${twinDisc}/assemblies` });
    expect(assemblyListSchema.parse(after.json()).filter((assembly) => assembly.slug === 'horn')).toEqual([]);
  });

  it('answers 404 for an assembly the vehicle does not have', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vehicles/${twinDisc}/assemblies/no-such-assembly`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});
