import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeMessages,
  editablePartSchema,
  lowStockPageSchema,
  messages,
  partDetailSchema,
  partListSchema,
  partSchema,
  photoSrcSet,
  restockPageSchema,
  TEXT_LIMITS,
  type EditablePart,
  type Part,
} from '@motoforge/contract';
import { demoCatalogue } from '../../db/seed/demo-catalogue.js';
import { describeAdminOnly } from '../../test/admin-only.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { jpegOf, multipartBody, pngClaimingPixels, pngOf } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

describe.each(drivers)('catalogue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('GET /api/part lists the demo catalogue in its order, prices in taka', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/part' });
    expect(response.statusCode).toBe(200);
    const parts = partListSchema.parse(response.json());
    expect(parts.map((part) => part.name)).toEqual(demoCatalogue.map((part) => part.name));
    expect(parts[0]?.price).toBe((demoCatalogue[0]?.pricePoisha ?? 0) / 100);
    // The spec's call keeps its shape: no catalogue fields leak into it.
    expect(Object.keys(parts[0] ?? {}).sort()).toEqual([
      '_id',
      'availableQuantity',
      'description',
      'img',
      'minimumOrder',
      'name',
      'price',
    ]);
    expect(new Set(parts.map((part) => part._id)).size).toBe(parts.length);
  });

  it('GET /api/purchase/:id answers one part', async () => {
    const [first] = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    const response = await t.app.inject({ method: 'GET', url: `/api/purchase/${first?._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' or '1'='1"],
  ])('GET /api/purchase/:id with %s is a 404 JSON', async (_label, id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/purchase/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Part not found' });
  });

  it('answers with an ETag, and 304 to a client that already has the catalogue', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/part' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/part', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const reviews = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(reviews.headers.etag).toMatch(/^"/);
    expect(reviews.headers.etag).not.toBe(etag);
  });

  it('drops its cached catalogue when the data changes, even behind its back', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/part' });
    // A write this process did not answer (another server, the admin CLI): only NOTIFY tells it.
    await t.database.db.execute(sql`update parts set available_quantity = available_quantity + 1`);
    let after = before;
    for (let attempt = 0; attempt < 50 && after.headers.etag === before.headers.etag; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await t.app.inject({ method: 'GET', url: '/api/part' });
    }
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [first] = partListSchema.parse(after.json());
    expect(first?.availableQuantity).toBe((partListSchema.parse(before.json())[0]?.availableQuantity ?? 0) + 1);
  });
});

describe.each(drivers)("the catalogue's admin calls on %s", (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-admin-'));
  const uploadsDir = path.join(dataDir, 'uploads');

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const upload = (token: string | null, filename: string, contentType: string, bytes: Buffer) => {
    const body = multipartBody('image', filename, contentType, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': body.contentType, ...(token ? bearer(token) : {}) },
      payload: body.payload,
      remoteAddress: freshAddress(),
    });
  };
  const newProduct = (img: string) => ({
    name: 'Rear Sprocket 42T',
    description: 'Hardened steel, fits 428 chains.',
    minimumOrder: 2,
    availableQuantity: 40,
    price: 899.5,
    img,
  });

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t.app,
    [
      ['POST', '/api/part', { name: 'x' }],
      ['DELETE', '/api/part/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/upload'],
      ['GET', '/api/admin/parts/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/part/00000000-0000-4000-8000-000000000000', { name: 'x' }],
      ['POST', '/api/part/00000000-0000-4000-8000-000000000000/restock', { quantity: 1 }],
      ['GET', '/api/part/00000000-0000-4000-8000-000000000000/restocks'],
      ['GET', '/api/admin/low-stock'],
    ],
  );

  /** The width of the copy at `url`, checking it is served as the format its name says, for good. */
  const widthOf = async (url: string) => {
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode, url).toBe(200);
    const format = url.endsWith('.avif') ? 'avif' : 'webp';
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    // libvips reads AVIF through libheif, and says so.
    expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    if (format === 'avif') expect(meta.compression).toBe('av1');
    return meta.width;
  };

  it('adds a product with an uploaded photo; it shows in the catalogue at once', async () => {
    const uploaded = await upload(admin, 'sprocket.png', 'image/png', await pngOf(2400, 1200));
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    // Re-encoded to WebP and scaled to at most 1600 px, with its proportions.
    const served = await t.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const added = await asAdmin('POST', '/api/part', newProduct(url));
    expect(added.statusCode).toBe(200);
    const { insertedId } = added.json();
    const parts = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    expect(parts.at(-1)).toEqual({ _id: insertedId, ...newProduct(url) });
  });

  it('refuses a product whose numbers are sent as text, price "10" too, naming each, and adds nothing', async () => {
    const img = '/images/parts/chain-sprocket-kit.svg';
    const before = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json()).length;
    const cases: [object, string][] = [
      [{ price: '10' }, 'price: Price must be a number'],
      [{ price: '১০' }, 'price: Price must be a number'],
      [{ minimumOrder: '2' }, 'minimumOrder: Minimum order must be a number'],
      [{ availableQuantity: '40' }, 'availableQuantity: Available quantity must be a number'],
    ];
    for (const [typed, message] of cases) {
      const refused = await asAdmin('POST', '/api/part', { ...newProduct(img), name: 'Rear Sprocket 48T', ...typed });
      expect(refused.statusCode, JSON.stringify(typed)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const after = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    expect(after).toHaveLength(before);
    // The same product with JSON numbers is added.
    const added = await asAdmin('POST', '/api/part', { ...newProduct(img), name: 'Rear Sprocket 48T', price: 10 });
    expect(added.statusCode).toBe(200);
  });

  it('adds a product with its name and description in Bangla, or without (then empty)', async () => {
    const img = '/images/parts/chain-sprocket-kit.svg';
    const inBangla = {
      ...newProduct(img),
      name: 'Rear Sprocket 44T',
      nameBn: '  রিয়ার স্প্রোকেট ৪৪টি দাঁত ',
      descriptionBn: 'শক্ত ইস্পাত, ৪২৮ চেইনে লাগে।',
    };
    const added = await asAdmin('POST', '/api/part', inBangla);
    expect(added.statusCode, added.body).toBe(200);
    const detail = partDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/parts/${added.json().insertedId}` })).json(),
    );
    expect(detail).toMatchObject({
      name: 'Rear Sprocket 44T',
      nameBn: 'রিয়ার স্প্রোকেট ৪৪টি দাঁত',
      descriptionBn: 'শক্ত ইস্পাত, ৪২৮ চেইনে লাগে।',
    });
    // The spec's own call keeps the spec's fields.
    const purchase = await t.app.inject({ method: 'GET', url: `/api/purchase/${detail._id}` });
    expect(purchase.json()).not.toHaveProperty('nameBn');

    const plain = await asAdmin('POST', '/api/part', { ...newProduct(img), name: 'Rear Sprocket 46T' });
    const plainDetail = partDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/parts/${plain.json().insertedId}` })).json(),
    );
    expect(plainDetail).toMatchObject({ nameBn: '', descriptionBn: '' });
  });

  it.each([
    [
      'a Bangla name too long',
      { nameBn: 'ক'.repeat(TEXT_LIMITS.shortText + 1) },
      messages.tooLong(TEXT_LIMITS.shortText),
    ],
    ['a Bangla name hiding characters', { nameBn: 'স্প্রোকেট\u202E' }, messages.nameHiddenCharacters],
    [
      'a Bangla description too long',
      { descriptionBn: 'খ'.repeat(TEXT_LIMITS.description + 1) },
      messages.tooLong(TEXT_LIMITS.description),
    ],
    ['a Bangla name that is no text', { nameBn: 5 }, messages.textInvalid],
  ])('refuses %s with its message', async (_label, fields, message) => {
    const response = await asAdmin('POST', '/api/part', {
      ...newProduct('/images/parts/chain-sprocket-kit.svg'),
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('keeps the photo at each width a page shows it at, each served at the width its name says', async () => {
    const uploaded = await upload(admin, 'sprocket.png', 'image/png', await pngOf(2400, 1200));
    const { url } = uploaded.json().data;
    const srcSet = photoSrcSet(url);
    const copies = srcSet!.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(copies.map(([, width]) => width)).toEqual(['400w', '800w', '1200w', '1600w']);
    for (const [copyUrl, width] of copies) expect(await widthOf(copyUrl)).toBe(Number.parseInt(width));
    // Smaller copies are smaller downloads.
    const sizes = await Promise.all(
      copies.map(async ([copyUrl]) => (await t.app.inject({ method: 'GET', url: copyUrl })).rawPayload.length),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('keeps a 4000 × 3000 JPEG as WebP and AVIF at each width, side by side under one id', async () => {
    const before = fs.readdirSync(uploadsDir).length;
    const uploaded = await upload(admin, 'camera.jpg', 'image/jpeg', await jpegOf(4000, 3000));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    const webp = photoSrcSet(url)!.split(', ');
    const avif = photoSrcSet(url, 'avif')!.split(', ');
    expect(avif).toEqual(webp.map((candidate) => candidate.replace('.webp', '.avif')));
    for (const candidate of [...webp, ...avif]) {
      const [copyUrl, width] = candidate.split(' ') as [string, string];
      expect(await widthOf(copyUrl)).toBe(Number.parseInt(width));
    }
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before + 8);
  });

  it('re-encodes a JPEG too, never enlarged: a 640 px photo is kept at 400 and 640 px', async () => {
    const before = fs.readdirSync(uploadsDir).length;
    const uploaded = await upload(admin, 'photo.jpg', 'image/jpeg', await jpegOf(640, 480));
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-640\.webp$/);
    expect(await widthOf(url)).toBe(640);
    expect(await widthOf(url.replace('-640.webp', '-400.webp'))).toBe(400);
    expect(await widthOf(url.replace('-640.webp', '-640.avif'))).toBe(640);
    expect(await widthOf(url.replace('-640.webp', '-400.avif'))).toBe(400);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before + 4);
  });

  it.each([
    ['an HTML file named .png', 'evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'), 415],
    [
      'an SVG named .png',
      'logo.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
    ],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0), 400],
  ])('refuses %s with %i and stores nothing', async (_label, filename, type, bytes, status) => {
    const before = fs.readdirSync(uploadsDir).length;
    const response = await upload(admin, filename, type, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', (payload: Buffer) => payload],
    ['with another boundary', 'multipart/form-data; boundary=not-the-one-used', (payload: Buffer) => payload],
    ['cut off half-way', undefined, (payload: Buffer) => payload.subarray(0, payload.length / 2)],
  ])('answers a malformed form %s with 400, not a server error', async (_label, contentType, mangle) => {
    const before = fs.readdirSync(uploadsDir).length;
    const body = multipartBody('image', 'photo.png', 'image/png', await pngOf(40, 40));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': contentType ?? body.contentType, ...bearer(admin) },
      payload: mangle(body.payload),
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The upload was not a complete multipart/form-data body',
    });
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const before = fs.readdirSync(uploadsDir).length;
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload(admin, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The photo is too large: 5 MB at most' });
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('refuses a 20000 × 20000 image with 413 and stores nothing', async () => {
    const before = fs.readdirSync(uploadsDir).length;
    const response = await upload(admin, 'bomb.png', 'image/png', await pngClaimingPixels(20_000, 20_000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The photo is too large: at most 40 megapixels' });
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it.each([
    [{ name: '' }, 'name: Product Name is required'],
    [{ description: '' }, 'description: Description is required'],
    [{ price: 0 }, 'price: Price must be at least 1'],
    [{ minimumOrder: 50, availableQuantity: 10 }, 'minimumOrder: Minimum order may not exceed the available quantity'],
    [
      { price: 500_000, minimumOrder: 2, availableQuantity: 10 },
      'minimumOrder: The minimum order at this price comes to more than ৳999,999.99, the most a card payment can take',
    ],
    [{ img: 'https://elsewhere.example/x.png' }, 'img: Photo is required'],
    // Shown as "Brake Pads (Original)" in the tables, with a hidden override and soft hyphen.
    [{ name: 'Brake Pads (\u202ElanigirO)' }, 'name: A name cannot contain invisible or text-direction characters'],
    [{ name: 'Brake\u00AD Pads\u200B' }, 'name: A name cannot contain invisible or text-direction characters'],
  ])('refuses a product with %j', async (override, message) => {
    const response = await asAdmin('POST', '/api/part', { ...newProduct('/images/parts/spark-plug.svg'), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('removes a product from the catalogue while its orders keep their name and price', async () => {
    const part = catalogue[5]!;
    const buyer = await createCustomer(t.app, 'history@example.com');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(buyer.token),
      payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
      remoteAddress: freshAddress(),
    });
    expect((await asAdmin('DELETE', `/api/part/${part._id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await asAdmin('DELETE', `/api/part/${part._id}`)).json()).toEqual({ deletedCount: 0 });
    const parts = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    expect(parts.map((p) => p._id)).not.toContain(part._id);
    expect((await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${placed.json().insertedId}`,
      headers: bearer(buyer.token),
    });
    expect(order.json()).toMatchObject({ productName: part.name, price: part.price });
  });
});

describe.each(drivers)('the product back office on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];
  let nextPart = 0;

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const editable = async (id: string) =>
    editablePartSchema.parse((await asAdmin('GET', `/api/admin/parts/${id}`)).json());
  const edit = (part: EditablePart, changes: object) =>
    asAdmin('PATCH', `/api/part/${part._id}`, { updatedAt: part.updatedAt, ...changes });
  /** A part no other test touches. */
  const freshPart = async () => editable(catalogue[(nextPart += 1)]!._id);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it('edits each field, and the catalogue answers show the edit at once', async () => {
    const part = await freshPart();
    const withFitment = (await Promise.all(catalogue.slice(40, 80).map((p) => editable(p._id)))).find(
      (p) => p.fitment.length > 0,
    )!;
    const changes = {
      name: 'Edited Brake Shoe',
      nameBn: 'সম্পাদিত ব্রেক শু',
      description: 'Now with a longer description.',
      descriptionBn: 'এখন আরও বড় বিবরণ।',
      price: 1234.5,
      minimumOrder: 2,
      availableQuantity: 77,
      availableQuantityWas: part.availableQuantity,
      lowStockThreshold: 9,
      img: '/images/parts/edited.webp',
      sku: `EDIT-${driver}-1`,
      category: 'brakes',
      oemNumbers: ['06455-KWB-601', '43130-KWB-601'],
      fitment: withFitment.fitment,
    };
    const response = await edit(part, changes);
    expect(response.statusCode).toBe(200);
    const saved = editablePartSchema.parse(response.json());
    const { availableQuantityWas: _, ...fields } = changes;
    expect(saved).toMatchObject(fields);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(part.updatedAt));
    expect(await editable(part._id)).toEqual(saved);

    // The cached spec answers and the catalogue's own part page.
    const purchase = partSchema.parse((await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json());
    expect(purchase).toMatchObject({
      name: 'Edited Brake Shoe',
      price: 1234.5,
      availableQuantity: 77,
      minimumOrder: 2,
    });
    const list = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    expect(list.find((p) => p._id === part._id)).toMatchObject({
      name: 'Edited Brake Shoe',
      img: '/images/parts/edited.webp',
    });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/parts/${part._id}` })).json();
    expect(detail).toMatchObject({ sku: `EDIT-${driver}-1`, category: 'brakes', oemNumbers: changes.oemNumbers });
    expect(detail.fitment).toHaveLength(withFitment.fitment.length);
    const found = (await t.app.inject({ method: 'GET', url: '/api/parts?q=43130kwb601' })).json();
    expect(found.items.map((item: Part) => item._id)).toContain(part._id);
  });

  it('changes only the fields given', async () => {
    const part = await freshPart();
    const response = await edit(part, { price: 99.99 });
    expect(response.statusCode).toBe(200);
    const { price, updatedAt: _updatedAt, ...rest } = editablePartSchema.parse(response.json());
    expect(price).toBe(99.99);
    const { price: _p, updatedAt: _u, ...before } = part;
    expect(rest).toEqual(before);
  });

  it.each([
    [{ name: '' }, messages.productNameRequired],
    [{ price: 0 }, 'Price must be at least 1'],
    [{ price: 10.555 }, 'Price may have at most two decimals'],
    [{ price: 'ten' }, 'Price must be a number'],
    // The wire is strict: a number sent as text is refused, as a form's typed "10" is read there.
    [{ price: '10' }, 'Price must be a number'],
    [{ lowStockThreshold: '৫' }, backOfficeMessages.lowStockThresholdInvalid],
    [{ minimumOrder: 1.5 }, 'Minimum order must be a whole number'],
    [{ img: 'https://example.com/a.jpg' }, messages.photoRequired],
    [{ sku: 'bad sku!' }, 'SKU may have letters'],
    [{ lowStockThreshold: -1 }, backOfficeMessages.lowStockThresholdInvalid],
    [{ fitment: ['Honda|No Such Bike||2020-2021'] }, 'there is no such bike'],
    [{ category: 'no-such-category' }, backOfficeMessages.categoryUnknown],
    [{}, backOfficeMessages.noChanges],
    [{ availableQuantity: 5 }, backOfficeMessages.stockChanged],
    [{ price: 900_000, minimumOrder: 2 }, messages.minimumOrderTooCostly],
  ])('refuses %j with its message and changes nothing', async (changes, message) => {
    const part = await freshPart();
    const response = await edit(part, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await editable(part._id)).toEqual(part);
  });

  it('refuses a SKU another part has (409)', async () => {
    const [first, second] = [await freshPart(), await freshPart()];
    const response = await edit(second, { sku: first.sku });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(backOfficeMessages.skuTaken);
  });

  it('refuses a save over a newer one, and a stock count over a stock that moved (409)', async () => {
    const part = await freshPart();
    expect((await edit(part, { name: 'First admin' })).statusCode).toBe(200);
    const late = await edit(part, { name: 'Second admin' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(backOfficeMessages.productChanged);
    expect((await editable(part._id)).name).toBe('First admin');

    const current = await editable(part._id);
    expect((await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 4 })).statusCode).toBe(200);
    const stale = await edit(current, { availableQuantity: 1, availableQuantityWas: current.availableQuantity });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(backOfficeMessages.stockChanged);
    // A restock is no edit: a name edited from the same version still saves.
    expect((await edit(current, { name: 'After the restock' })).statusCode).toBe(200);
    expect(await editable(part._id)).toMatchObject({
      name: 'After the restock',
      availableQuantity: current.availableQuantity + 4,
    });
  });

  it('of two edits at once from the same version, exactly one saves', async () => {
    const part = await freshPart();
    const answers = await Promise.all([edit(part, { name: 'Edit A' }), edit(part, { name: 'Edit B' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('restocks, logs who added how many and when, and pages the log', async () => {
    const part = await freshPart();
    const first = await asAdmin('POST', `/api/part/${part._id}/restock`, {
      quantity: 10,
      note: 'Lot 7 from the factory',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      availableQuantity: part.availableQuantity + 10,
      restock: {
        quantity: 10,
        note: 'Lot 7 from the factory',
        by: 'Demo Admin',
        availableQuantityAfter: part.availableQuantity + 10,
      },
    });
    for (const quantity of [1, 2, 3]) await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity });
    const page1 = restockPageSchema.parse((await asAdmin('GET', `/api/part/${part._id}/restocks?pageSize=3`)).json());
    expect(page1.total).toBe(4);
    expect(page1.items.map((item) => item.quantity)).toEqual([3, 2, 1]);
    const page2 = restockPageSchema.parse(
      (await asAdmin('GET', `/api/part/${part._id}/restocks?pageSize=3&page=2`)).json(),
    );
    expect(page2.items.map((item) => item.quantity)).toEqual([10]);
    expect(Date.parse(page2.items[0]!.at)).toBeLessThanOrEqual(Date.parse(page1.items[0]!.at));
    const purchase = (await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json();
    expect(purchase.availableQuantity).toBe(part.availableQuantity + 16);
  });

  it.each([
    [{ quantity: 0 }, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: 2.5 }, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: '5' }, backOfficeMessages.restockQuantityInvalid],
    [{}, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: 1, note: 'x'.repeat(501) }, backOfficeMessages.restockNoteTooLong],
    [{ quantity: 10_000_000 }, backOfficeMessages.restockTooLarge],
  ])('refuses the restock %j', async (payload, message) => {
    const part = await freshPart();
    const response = await asAdmin('POST', `/api/part/${part._id}/restock`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await editable(part._id)).availableQuantity).toBe(part.availableQuantity);
  });

  it('answers 404 for a part that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `/api/admin/parts/${missing}`)).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/part/${missing}/restock`, { quantity: 1 })).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/part/${missing}/restocks`)).statusCode).toBe(404);
    const patch = await asAdmin('PATCH', `/api/part/${missing}`, { updatedAt: new Date().toISOString(), name: 'x' });
    expect(patch.statusCode).toBe(404);
  });

  it('never oversells while orders and a restock race', async () => {
    const part = await freshPart();
    const set = await edit(part, {
      minimumOrder: 1,
      availableQuantity: 3,
      availableQuantityWas: part.availableQuantity,
      price: 100,
    });
    expect(set.statusCode).toBe(200);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createCustomer(t.app, `racer${index}-${driver}@example.com`)),
    );
    const answers = await Promise.all([
      ...buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: bearer(buyer.token),
          payload: { productId: part._id, quantity: 1, phone: '01711000000', address: 'Dhaka' },
          remoteAddress: freshAddress(),
        }),
      ),
      asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 2 }),
    ]);
    const restock = answers.at(-1)!;
    expect(restock.statusCode).toBe(200);
    const sold = answers.slice(0, -1).filter((answer) => answer.statusCode === 200).length;
    expect(sold).toBeGreaterThanOrEqual(3);
    expect(sold).toBeLessThanOrEqual(5);
    expect((await editable(part._id)).availableQuantity).toBe(5 - sold);
  });

  it('lists the parts at or below their threshold, paged, and follows edits and restocks', async () => {
    const low = async (query = '') =>
      lowStockPageSchema.parse((await asAdmin('GET', `/api/admin/low-stock${query}`)).json());
    const part = await freshPart();
    expect((await low('?pageSize=100')).items.map((item) => item._id)).not.toContain(part._id);
    const saved = editablePartSchema.parse((await edit(part, { lowStockThreshold: part.availableQuantity })).json());
    expect(saved.isLowStock).toBe(true);
    const listed = await low('?pageSize=100');
    expect(listed.items.find((item) => item._id === part._id)).toEqual({
      _id: part._id,
      name: part.name,
      nameBn: part.nameBn,
      sku: part.sku,
      img: part.img,
      availableQuantity: part.availableQuantity,
      lowStockThreshold: part.availableQuantity,
    });
    const onePerPage = await low('?pageSize=1&page=1');
    expect(onePerPage.total).toBe(listed.total);
    expect(onePerPage.items).toHaveLength(1);
    await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 1 });
    expect((await low('?pageSize=100')).items.map((item) => item._id)).not.toContain(part._id);
    expect((await asAdmin('GET', '/api/admin/low-stock?pageSize=101')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/low-stock?page=0')).statusCode).toBe(400);
  });
});
