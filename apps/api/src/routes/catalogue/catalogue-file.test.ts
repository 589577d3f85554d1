import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_MAX_BYTES,
  CATALOGUE_FILE_OPTIONAL_COLUMNS,
  catalogueFileMessages,
  catalogueImportLineSchema,
  messages,
  partDetailSchema,
  partListSchema,
  partsPageSchema,
  TEXT_LIMITS,
  type CatalogueImportLine,
} from '@motoforge/contract';
import { fitments, parts, vehicles } from '../../db/schema.js';
import { parseCsv, toCsvLine } from '../../services/catalogue-file/csv.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const HEADER = CATALOGUE_FILE_COLUMNS.join(',');
type Cells = Record<(typeof CATALOGUE_FILE_COLUMNS)[number], string>;
/** The columns of a file exported before the shop spoke Bangla. */
const ENGLISH_COLUMNS = CATALOGUE_FILE_COLUMNS.filter((column) => !CATALOGUE_FILE_OPTIONAL_COLUMNS.includes(column));

/** A good row of the file; each test gives its parts SKUs of its own, so the tests run in any order. */
const row = (overrides: Partial<Cells> & { sku: string }): Cells => ({
  name: `Part ${overrides.sku}`,
  name_bn: '',
  category: 'brakes',
  description: 'Made for the road.',
  description_bn: '',
  price: '450.5',
  minimumOrder: '2',
  availableQuantity: '40',
  img: '/images/parts/brake-pads.svg',
  oemNumbers: '',
  fitment: '',
  replaces: '',
  ...overrides,
});
const fileOf = (rows: Cells[], columns: readonly (keyof Cells)[] = CATALOGUE_FILE_COLUMNS) =>
  toCsvLine(columns) + rows.map((cells) => toCsvLine(columns.map((c) => cells[c]))).join('');

describe.each(drivers)('catalogue file on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  const exportFile = () => t.app.inject({ method: 'GET', url: '/api/admin/catalogue.csv', headers: bearer(admin) });
  const importFile = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv', ...headers },
      payload: body,
      // The import's rate limit is per client: each call here is its own.
      remoteAddress: freshAddress(),
    });
  const catalogue = async () => partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  const partBySku = async (sku: string) => (await t.database.db.select().from(parts).where(eq(parts.sku, sku)))[0];
  /** The exported rows as cells by column, keyed by SKU. */
  const exportedRows = async () => {
    const [header, ...records] = parseCsv((await exportFile()).body);
    const columns = header!.cells;
    return records.map(({ cells }) => Object.fromEntries(columns.map((column, i) => [column, cells[i]!])) as Cells);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    customer = (await createCustomer(t.app, 'file-customer@example.com')).token;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/admin/catalogue.csv'],
    ['POST', '/api/admin/catalogue/import'],
  ] as const)('%s %s is for admins only: guest 401, customer 403', async (method, url) => {
    const request = { method, url, headers: { 'content-type': 'text/csv' }, payload: fileOf([row({ sku: 'NOPE-1' })]) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(customer) } });
    expect(asCustomer.statusCode).toBe(403);
    expect(await partBySku('NOPE-1')).toBeUndefined();
  });

  it('exports the live catalogue in shop order as an attachment, with OEM numbers and fitment', async () => {
    const response = await exportFile();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="motoforge-catalogue-[\d-]+\.csv"$/);
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);

    const rows = await exportedRows();
    const live = await catalogue();
    expect(rows.map((cells) => cells.name)).toEqual(live.map((part) => part.name));
    const disc = rows.find((cells) => cells.sku === 'MF-BRK-0001')!;
    expect(disc).toMatchObject({
      category: 'brakes',
      oemNumbers: 'JZ191012',
      name_bn: 'ফ্রন্ট ব্রেক ডিস্ক ২৭৬ মিমি',
      description_bn: expect.stringMatching(/^১৫০-১৬০ সিসির স্ট্রিট বাইকের/),
    });
    expect(disc.fitment.split(';')).toContain('Bajaj|Pulsar 150|Twin Disc|2019-2025');
    expect(Number(disc.price)).toBe(live.find((part) => part.name === disc.name)!.price);
  });

  it('imports an edited export: updates by SKU, adds new SKUs at the end, replaces fitment, and the catalogue shows it', async () => {
    await catalogue(); // the cache holds the catalogue as it was
    const rows = (await exportedRows()).filter((cells) => !cells.sku.startsWith('BULK-'));
    const edited = rows.map((cells) =>
      cells.sku === 'MF-CHN-0001'
        ? { ...cells, price: '1999.99', availableQuantity: '7', fitment: 'Bajaj|Pulsar N160||2022-2024' }
        : cells,
    );
    const added = row({
      sku: 'TRIP-NEW-1',
      name: 'Round Trip Chain Guard',
      oemNumbers: 'OEM-1; OEM-2',
      fitment: 'Bajaj|Pulsar 150|Twin Disc|2020-2021;Honda|CB Shine 125||2015-2018',
    });

    const response = await importFile(fileOf([...edited, added]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: rows.length });

    const after = await catalogue();
    expect(after.find((part) => part.name === edited.find((c) => c.sku === 'MF-CHN-0001')!.name)).toMatchObject({
      price: 1999.99,
      availableQuantity: 7,
    });
    expect(after.at(-1)!.name).toBe('Round Trip Chain Guard');
    const [again] = (await exportedRows()).filter((cells) => cells.sku === 'MF-CHN-0001');
    expect(again!.fitment).toBe('Bajaj|Pulsar N160||2022-2024');
    const newPart = (await exportedRows()).find((cells) => cells.sku === 'TRIP-NEW-1')!;
    expect(newPart).toMatchObject({ oemNumbers: 'OEM-1;OEM-2', price: '450.5' });
    expect(newPart.fitment.split(';').sort()).toEqual([
      'Bajaj|Pulsar 150|Twin Disc|2020-2021',
      'Honda|CB Shine 125||2015-2018',
    ]);
  });

  it('reports every bad row with its number and reason, and changes nothing', async () => {
    const before = (await exportFile()).body;
    const file = fileOf([
      row({ sku: 'BAD-OK-1' }), // row 2: good, but not imported either
      row({ sku: 'BAD-2', price: '0' }), // row 3
      row({ sku: 'BAD-3', price: 'ten', minimumOrder: '' }), // row 4: two problems
      row({ sku: 'BAD-4', minimumOrder: '1.5' }), // row 5
      row({ sku: 'BAD-5', name: '' }), // row 6
      row({ sku: 'BAD-6', price: '99999', minimumOrder: '2000', availableQuantity: '5000' }), // row 7
      row({ sku: 'BAD-7', img: 'https://elsewhere.example/p.png' }), // row 8
      row({ sku: '' }), // row 9
      row({ sku: 'BAD-9', price: '10.555' }), // row 10
    ]);
    const response = await importFile(`${file}BAD-10,only three,cells\r\n`); // row 11
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(catalogueFileMessages.rejected(9));
    expect(body.errors).toMatchObject([
      { row: 3, message: 'Price must be at least 1' },
      { row: 4, message: catalogueFileMessages.numberInvalid('Price') },
      { row: 4, message: catalogueFileMessages.required('Minimum order') },
      { row: 5, message: 'Minimum order must be a whole number' },
      { row: 6, message: expect.stringMatching(/name is required/i) },
      { row: 7, message: expect.stringMatching(/most a card payment can take/) },
      { row: 8, message: 'Photo is required' },
      { row: 9, message: catalogueFileMessages.skuRequired },
      { row: 10, message: 'Price may have at most two decimals' },
      { row: 11, message: catalogueFileMessages.cellCount(3, CATALOGUE_FILE_COLUMNS.length) },
    ]);
    expect(await partBySku('BAD-OK-1')).toBeUndefined();
    expect((await exportFile()).body).toBe(before);
  });

  it('refuses SKUs repeated in the file, naming the row each first appears on', async () => {
    const response = await importFile(
      fileOf([
        row({ sku: 'DUP-1' }),
        row({ sku: 'DUP-2' }),
        row({ sku: 'DUP-1', name: 'Again' }),
        row({ sku: 'DUP-1' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([
      { row: 4, message: catalogueFileMessages.skuRepeated('DUP-1', 2) },
      { row: 5, message: catalogueFileMessages.skuRepeated('DUP-1', 2) },
    ]);
    expect(await partBySku('DUP-2')).toBeUndefined();
  });

  it('refuses unknown categories, unknown bikes, years the bike was not made in, and bad columns', async () => {
    const [pulsar] = await t.database.db
      .select()
      .from(vehicles)
      .where(inArray(vehicles.model, ['Pulsar 150']));
    expect(pulsar).toBeDefined();
    const response = await importFile(
      fileOf([
        row({ sku: 'REF-1', category: 'rockets' }),
        row({ sku: 'REF-2', fitment: 'Bajaj|Pulsar 9000||2020-2021' }),
        row({ sku: 'REF-3', fitment: `Bajaj|Pulsar 150|${pulsar!.variant}|${pulsar!.yearFrom - 5}-${pulsar!.yearTo}` }),
        row({ sku: 'REF-4', fitment: 'Bajaj|Pulsar 150|2020-2021' }),
        row({ sku: 'REF-5', fitment: 'bajaj|pulsar 150|twin disc|2020-2021' }), // any case: good
        row({ sku: 'REF-6', category: 'rockets', price: '0' }), // refused for its price, and its category said too
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([
      { row: 2, message: catalogueFileMessages.categoryUnknown('rockets') },
      { row: 3, message: catalogueFileMessages.fitmentVehicleUnknown('Bajaj|Pulsar 9000||2020-2021') },
      {
        row: 4,
        message: catalogueFileMessages.fitmentOutsideVehicleYears(
          `Bajaj|Pulsar 150|${pulsar!.variant}|${pulsar!.yearFrom - 5}-${pulsar!.yearTo}`,
          pulsar!.yearFrom,
          pulsar!.yearTo,
        ),
      },
      { row: 5, message: catalogueFileMessages.fitmentInvalid('Bajaj|Pulsar 150|2020-2021') },
      { row: 7, message: 'Price must be at least 1' },
      { row: 7, message: catalogueFileMessages.categoryUnknown('rockets') },
    ]);

    const columns = await importFile('sku,name,colour\r\nX-1,A,red\r\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors).toMatchObject([
      { row: 1, message: catalogueFileMessages.unknownColumn('colour') },
      ...ENGLISH_COLUMNS.filter((c) => c !== 'sku' && c !== 'name').map((column) => ({
        row: 1,
        message: catalogueFileMessages.missingColumn(column),
      })),
    ]);
  });

  it('reads RFC 4180 quoting, and numbers rows as a spreadsheet does across line breaks in cells', async () => {
    const name = 'Clutch Lever, "Racing"';
    const description = 'Forged aluminium.\r\nFolds on a fall;\nadjustable | five steps.';
    const header = ENGLISH_COLUMNS.map((column) => (column === 'sku' ? '"sku"' : column)).join(',');
    const quoted = `"QUO-1","Clutch Lever, ""Racing""",controls,"${description}",350,1,12,/images/parts/brake-pads.svg,"A-1;B-2",`;
    const bad = `QUO-2,Other,controls,"two\nlines",0,1,12,/images/parts/brake-pads.svg,,`;
    const refused = await importFile(`${header}\r\n${quoted}\r\n${bad}\r\n`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject([{ row: 3, message: 'Price must be at least 1' }]);

    const response = await importFile(`${header}\n${quoted}\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await partBySku('QUO-1')).toMatchObject({ name, description, oemNumbers: ['A-1', 'B-2'] });
    const exported = (await exportedRows()).find((cells) => cells.sku === 'QUO-1')!;
    expect(exported).toMatchObject({ name, description });

    const unclosed = await importFile(`${HEADER}\r\nQUO-3,"Open quote,controls,x,1,1,1,/images/a.svg,,\r\n`);
    expect(unclosed.json().errors).toMatchObject([{ row: 2, message: catalogueFileMessages.unclosedQuote }]);
  });

  it('gives parts their Bangla name and description, which Bangla search finds', async () => {
    const response = await importFile(
      fileOf([
        row({
          sku: 'BN-1',
          name: 'Wombat Brake Lever',
          name_bn: 'ওমব্যাট ব্রেক লিভার',
          description_bn: 'বৃষ্টিতেও হাত পিছলায় না, "খাঁজকাটা" হাতল।',
        }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await partBySku('BN-1'))!;
    expect(stored).toMatchObject({
      nameBn: 'ওমব্যাট ব্রেক লিভার',
      descriptionBn: 'বৃষ্টিতেও হাত পিছলায় না, "খাঁজকাটা" হাতল।',
    });
    const found = partsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/parts?q=${encodeURIComponent('ওমব্যাট লিভা')}` })).json(),
    );
    expect(found.items.map((item) => [item.name, item.nameBn])).toEqual([['Wombat Brake Lever', 'ওমব্যাট ব্রেক লিভার']]);
    const exported = (await exportedRows()).find((cells) => cells.sku === 'BN-1')!;
    expect(exported).toMatchObject({ name_bn: stored.nameBn, description_bn: stored.descriptionBn });

    // An empty cell takes the Bangla away: Bangla pages show the English again.
    await importFile(fileOf([{ ...exported, name_bn: '' }]));
    expect(await partBySku('BN-1')).toMatchObject({ nameBn: '', descriptionBn: stored.descriptionBn });
  });

  it('imports a file without the Bangla columns, leaving the Bangla of the parts it updates as it was', async () => {
    await importFile(fileOf([row({ sku: 'OLD-1', name_bn: 'পুরনো পার্ট', description_bn: 'পুরনো বিবরণ' })]));
    const response = await importFile(
      fileOf([row({ sku: 'OLD-1', price: '99' }), row({ sku: 'OLD-2' })], ENGLISH_COLUMNS),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1 });
    expect(await partBySku('OLD-1')).toMatchObject({
      pricePoisha: 9_900,
      nameBn: 'পুরনো পার্ট',
      descriptionBn: 'পুরনো বিবরণ',
    });
    expect(await partBySku('OLD-2')).toMatchObject({ nameBn: '', descriptionBn: '' });
    const detail = partDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/parts/${(await partBySku('OLD-1'))!.id}` })).json(),
    );
    expect(detail).toMatchObject({ nameBn: 'পুরনো পার্ট', descriptionBn: 'পুরনো বিবরণ' });
  });

  it('imports old part numbers, which search finds and the export writes; a file without the column keeps them', async () => {
    const response = await importFile(fileOf([row({ sku: 'SUP-1', replaces: '88120-QZD-601; 88120 QZD 602 ;' })]));
    expect(response.statusCode, response.body).toBe(200);
    expect(await partBySku('SUP-1')).toMatchObject({ replaces: ['88120-QZD-601', '88120 QZD 602'] });
    const found = partsPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/parts?q=88120qzd602' })).json(),
    );
    expect(found.items.map((item) => item.sku)).toEqual(['SUP-1']);
    const exported = (await exportedRows()).find((cells) => cells.sku === 'SUP-1')!;
    expect(exported.replaces).toBe('88120-QZD-601;88120 QZD 602');

    await importFile(fileOf([row({ sku: 'SUP-1', price: '99' })], ENGLISH_COLUMNS));
    expect(await partBySku('SUP-1')).toMatchObject({
      pricePoisha: 9_900,
      replaces: ['88120-QZD-601', '88120 QZD 602'],
    });
  });

  it('refuses old part numbers that are not part numbers, the row’s own, or the SKU of a part on sale or of another row', async () => {
    const [live] = await catalogue();
    const liveSku = (await t.database.db.select({ sku: parts.sku }).from(parts).where(eq(parts.id, live!._id)))[0]!.sku;
    const response = await importFile(
      fileOf([
        row({ sku: 'SUP-2', replaces: 'no digits;12345-QZD-601' }),
        row({ sku: 'SUP-3', oemNumbers: '55100-QZD-000', replaces: 'sup 3;55100QZD000' }),
        row({ sku: 'SUP-4', replaces: `${liveSku.toLowerCase()};SUP-2` }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([
      { row: 2, message: catalogueFileMessages.oldNumberInvalid('no digits') },
      { row: 3, message: catalogueFileMessages.oldNumberOwn('sup 3') },
      { row: 3, message: catalogueFileMessages.oldNumberOwn('55100QZD000') },
      { row: 4, message: catalogueFileMessages.oldNumberLive(liveSku.toLowerCase()) },
      { row: 4, message: catalogueFileMessages.oldNumberLive('SUP-2') },
    ]);
    expect(await partBySku('SUP-2')).toBeUndefined();
  });

  it("refuses a Bangla name or description by Add Product's rules, naming the row", async () => {
    const response = await importFile(
      fileOf([
        row({ sku: 'BNBAD-1', name_bn: 'ব্রেক\u202Eলিভার' }),
        row({ sku: 'BNBAD-2', name_bn: 'ক'.repeat(TEXT_LIMITS.shortText + 1) }),
        row({ sku: 'BNBAD-3', description_bn: 'খ'.repeat(TEXT_LIMITS.description + 1) }),
        // Bangla's joiner inside a word is a letter, not a hidden character.
        row({ sku: 'BNBAD-4', name_bn: 'র\u200D্যাক' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([
      { row: 2, message: messages.nameHiddenCharacters },
      { row: 3, message: messages.tooLong(TEXT_LIMITS.shortText) },
      { row: 4, message: messages.tooLong(TEXT_LIMITS.description) },
    ]);
  });

  it('brings a removed part back when its SKU is imported, as the same part', async () => {
    const first = await importFile(fileOf([row({ sku: 'BACK-1', name: 'Returning Part' })]));
    expect(first.json()).toEqual({ created: 1, updated: 0 });
    const part = (await partBySku('BACK-1'))!;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/part/${part.id}`, headers: bearer(admin) });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await catalogue()).some((p) => p._id === part.id)).toBe(false);

    const again = await importFile(fileOf([row({ sku: 'BACK-1', name: 'Returning Part', price: '12' })]));
    expect(again.json()).toEqual({ created: 1, updated: 0 });
    expect((await catalogue()).find((p) => p._id === part.id)).toMatchObject({ price: 12 });
  });

  // Enough rows for several progress lines and batches; how fast 10,000 rows go is measured by
  // `npm run bench` (docs/performance.md), not here, where a busy machine would decide it.
  it('imports 2,500 rows in one go, reporting its progress as NDJSON', async () => {
    const ROWS = 2_500;
    const [twinDisc] = await t.database.db.select().from(vehicles).where(eq(vehicles.variant, 'Twin Disc'));
    const fit = `${twinDisc!.make}|${twinDisc!.model}|${twinDisc!.variant}|${twinDisc!.yearFrom}-${twinDisc!.yearTo}`;
    const rows = Array.from({ length: ROWS }, (_, i) =>
      row({
        sku: `BULK-${String(i).padStart(5, '0')}`,
        name: `Bulk Part ${i}`,
        description: `Bulk part number ${i}, made for the road, with a description a few dozen characters long.`,
        oemNumbers: `OEM-${i};ALT-${i}`,
        fitment: fit,
      }),
    );
    const file = fileOf(rows);
    const response = await importFile(file, { accept: 'application/x-ndjson' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines: CatalogueImportLine[] = response.body
      .trim()
      .split('\n')
      .map((line) => catalogueImportLineSchema.parse(JSON.parse(line)));
    expect(lines.at(-1)).toEqual({ phase: 'done', created: ROWS, updated: 0 });
    expect(lines).toContainEqual({ phase: 'checking', done: 1_000, total: ROWS });
    expect(lines).toContainEqual({ phase: 'checking', done: 2_000, total: ROWS });
    expect(lines).toContainEqual({ phase: 'checking', done: ROWS, total: ROWS });
    expect(lines).toContainEqual({ phase: 'saving', done: ROWS, total: ROWS });

    const last = (await catalogue()).at(-1)!;
    expect(last.name).toBe(`Bulk Part ${ROWS - 1}`);
    const stored = await t.database.db
      .select({ partId: fitments.partId })
      .from(fitments)
      .innerJoin(parts, eq(parts.id, fitments.partId))
      .where(inArray(parts.sku, ['BULK-00000', `BULK-${String(ROWS - 1).padStart(5, '0')}`]));
    expect(stored).toHaveLength(2);

    // The same file again updates every part.
    const again = await importFile(file);
    expect(again.json()).toEqual({ created: 0, updated: ROWS });
  }, 180_000);

  it('answers a refused file as the last NDJSON line when progress was asked for', async () => {
    const response = await importFile(fileOf([row({ sku: 'ND-1', category: 'nothing' })]), {
      accept: 'application/x-ndjson',
    });
    expect(response.statusCode).toBe(200);
    const last = JSON.parse(response.body.trim().split('\n').at(-1)!);
    expect(last).toEqual({
      phase: 'failed',
      success: false,
      message: catalogueFileMessages.rejected(1),
      code: 'catalogueFile.rejected',
      params: { rowCount: 1 },
      errors: [
        {
          row: 2,
          message: catalogueFileMessages.categoryUnknown('nothing'),
          // Each row's problem by its code too, as the last line of a stream is sent past the
          // errors plugin's hook.
          code: 'catalogueFile.categoryUnknown',
          params: { slug: 'nothing' },
        },
      ],
    });
  });

  it('refuses a file over the limit with 413 and what to do', async () => {
    const response = await importFile(`${HEADER}\r\n${'x'.repeat(CATALOGUE_FILE_MAX_BYTES)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: catalogueFileMessages.tooLarge });
  });
});
