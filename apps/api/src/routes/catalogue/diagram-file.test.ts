import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblySchema, calloutFileMessages } from '@motoforge/contract';
import { adminToken, bearer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/** The callouts file (docs/product.md#parts-diagrams): export, import, all or nothing. */
describe.each(drivers)('the callouts file, on %s', (driver) => {
  let t: TestApp;
  let admin: string;

  const exported = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/diagrams/callouts.csv',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };
  const importFile = (text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/diagrams/callouts/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: text,
    });
  /** What a rider sees of the Pulsar 150 Twin Disc's front brake diagram. */
  const frontBrake = async () => {
    const line = (await exported())
      .split('\r\n')
      .find((each) => each.startsWith('Bajaj|Pulsar 150|Twin Disc,front-brake,'));
    expect(line).toBeDefined();
    const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
      makes: { models: { vehicleId: number; name: string }[] }[];
    };
    const vehicleId = vehicles.makes
      .flatMap((make) => make.models)
      .find((model) => model.name === 'Pulsar 150 Twin Disc')!.vehicleId;
    return assemblySchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/assemblies/front-brake` })).json(),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('exports every demo callout, one row each, with its vehicle, assembly, number, part, quantity, years and place', async () => {
    const [header, ...rows] = (await exported())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe('vehicle,assembly,callout,sku,quantity,years,x,y');
    expect(rows).toContain('Bajaj|Pulsar 150|Twin Disc,front-brake,1,MF-BRK-0001,1,,0.875,0.783');
    expect(rows).toContain('Bajaj|Pulsar 150|Single Disc,clutch,5,MF-ENG-0002,1,2012-2019,0.588,0.933');
  });

  it('changes nothing when the export is imported back', async () => {
    const before = await exported();
    const diagram = await frontBrake();
    const response = await importFile(before);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ assemblies: 25 });
    expect(await exported()).toBe(before);
    expect(await frontBrake()).toEqual(diagram);
  });

  it('refuses a file with bad rows, says what is wrong with each, and changes nothing', async () => {
    const before = await exported();
    const [header, first] = before.split('\r\n');
    const file = [
      header,
      first,
      'Bajaj|Pulsar 150|Twin Disc,front-brake,0,MF-BRK-0001,1,,0.5,0.5',
      'Bajaj|Pulsar 999|,front-brake,2,MF-BRK-0001,1,,0.5,0.5',
      'Bajaj|Pulsar 150|Twin Disc,no-such-diagram,2,MF-NO-SUCH,1,2019-2012,1.5,-1',
      'too,few,cells',
      '',
    ].join('\r\n');
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: calloutFileMessages.rejected(4),
      errors: [
        { row: 3, message: calloutFileMessages.calloutInvalid },
        { row: 4, message: calloutFileMessages.vehicleUnknown },
        { row: 5, message: calloutFileMessages.yearsInvalid },
        { row: 5, message: calloutFileMessages.positionInvalid('x') },
        { row: 5, message: calloutFileMessages.positionInvalid('y') },
        { row: 5, message: calloutFileMessages.assemblyUnknown },
        { row: 5, message: calloutFileMessages.skuUnknown },
        { row: 6, message: calloutFileMessages.cellCount },
      ],
    });
    expect(await exported()).toBe(before);
  });

  it("replaces a diagram's callouts with the file's, and leaves the diagrams it does not name", async () => {
    const before = await exported();
    const [header, ...rows] = before
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const frontBrakeRows = rows.filter((row) => row.startsWith('Bajaj|Pulsar 150|Twin Disc,front-brake,'));
    // The number 1 moves to the middle of the drawing, and the others go.
    const moved = frontBrakeRows[0]!.replace(/,[\d.]+,[\d.]+$/, ',0.5,0.5');
    const response = await importFile(`${header}\r\n${moved}\r\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ assemblies: 1, callouts: 1 });
    const diagram = await frontBrake();
    expect(diagram.callouts).toEqual([expect.objectContaining({ number: 1, x: 0.5, y: 0.5 })]);
    const after = (await exported())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(after.length).toBe(rows.length + 1 - frontBrakeRows.length + 1);
    // Put back as it was.
    expect((await importFile(before)).statusCode).toBe(200);
    expect(await exported()).toBe(before);
  });
});
