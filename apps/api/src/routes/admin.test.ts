import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  orderLifecycleMessages,
  partDetailSchema,
  partListSchema,
  photoSrcSet,
  TEXT_LIMITS,
  type Part,
} from '@motoforge/contract';
import { orders } from '../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { jpegOf, multipartBody, pngClaimingPixels, pngOf } from '../test/images.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

describe.each(drivers)('admin back office on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let customer: { token: string; user: { email: string } };
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
    customer = await createCustomer(t.app, 'customer@example.com', 'Customer');
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  describe('every admin call: guest 401, customer 403', () => {
    // A customer of its own: another test makes customer@example.com an admin, and the order
    // tests run in is not fixed.
    let outsider: { token: string };
    beforeAll(async () => {
      outsider = await createCustomer(t.app, 'outsider@example.com', 'Outsider');
    });
    const calls: [string, string, object?][] = [
      ['GET', '/api/booking'],
      ['GET', '/api/question'],
      ['GET', '/api/user'],
      ['PUT', '/api/user/admin/customer@example.com'],
      ['POST', '/api/part', { name: 'x' }],
      ['DELETE', '/api/part/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/status/pi_x', { status: true }],
      ['POST', '/api/upload'],
    ];
    it.each(calls)('%s %s', async (method, url, payload) => {
      const request = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
      const guest = await t.app.inject(request);
      expect(guest.statusCode).toBe(401);
      const asCustomer = await t.app.inject({ ...request, headers: bearer(outsider.token) });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({ success: false, message: 'Only an admin can do this' });
    });
  });

  it('lists every order, approves a paid one for shipping and refuses an unpaid one', async () => {
    const part = catalogue[3]!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer.token),
      payload: { productId: part._id, quantity: part.minimumOrder, phone: '01711000000', address: 'Dhaka' },
      remoteAddress: freshAddress(),
    });
    const orderId = placed.json().insertedId;
    // Every order in the shop (other tests here place some too, in whatever order they run).
    const all = (await asAdmin('GET', '/api/booking')).json() as { _id: string }[];
    const everyOrder = await t.database.db.select({ id: orders.id }).from(orders);
    expect(all.map((listed) => listed._id).sort()).toEqual(everyOrder.map((row) => row.id).sort());
    expect(all).toContainEqual(expect.objectContaining({ _id: orderId, email: 'customer@example.com', paid: false }));

    // Unpaid: no transaction id can name it.
    const unpaid = await asAdmin('PATCH', `/api/status/${orderId}`, { status: true });
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toEqual({ success: false, message: 'No paid order has this transaction id' });

    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(customer.token),
        payload: { orderId },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' },
        billingDetails: { name: part.name, email: 'customer@example.com' },
      },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer.token),
      payload: { tnxId: intent.paymentIntentId },
    });
    const approved = await asAdmin('PATCH', `/api/status/${intent.paymentIntentId}`, { status: true });
    expect(approved.json()).toEqual({ modifiedCount: 1 });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer.token),
    });
    expect(order.json()).toMatchObject({ paid: true, status: true });
    // Approved already: the order is there, and nothing changes.
    const again = await asAdmin('PATCH', `/api/status/${intent.paymentIntentId}`, { status: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    // A paid order is kept on record: the admin's delete is refused with what to do instead.
    const kept = await asAdmin('DELETE', `/api/booking/${orderId}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ success: false, message: orderLifecycleMessages.orderOnRecord });
  });

  it('answers 404 to approving a transaction id that no paid order has', async () => {
    const unknown = await asAdmin('PATCH', '/api/status/pi_nobody_paid_this', { status: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No paid order has this transaction id' });
  });

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
    expect(response.json()).toEqual({
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
    expect(response.json()).toEqual({ success: false, message: 'The photo is too large: 5 MB at most' });
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('refuses a 20000 × 20000 image with 413 and stores nothing', async () => {
    const before = fs.readdirSync(uploadsDir).length;
    const response = await upload(admin, 'bomb.png', 'image/png', await pngClaimingPixels(20_000, 20_000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The photo is too large: at most 40 megapixels' });
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

  it('reads questions newest first, with e-mail, message and date', async () => {
    for (const message of ['First?', 'Second?']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/question',
        payload: { email: 'asker@example.com', message },
        remoteAddress: freshAddress(),
      });
    }
    const { result } = (await asAdmin('GET', '/api/question')).json();
    expect(result.slice(0, 2).map((q: { message: string }) => q.message)).toEqual(['Second?', 'First?']);
    expect(result[0]).toMatchObject({ email: 'asker@example.com', d: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('lists users with their role and makes a customer an admin', async () => {
    const users = (await asAdmin('GET', '/api/user')).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@motoforge.com', role: 'admin' }),
        expect.objectContaining({ email: 'customer@example.com', role: 'user' }),
      ]),
    );
    const promoted = await asAdmin('PUT', '/api/user/admin/customer@example.com');
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customer@example.com',
      headers: bearer(customer.token),
    });
    expect(check.json()).toEqual({ admin: true });
    expect((await asAdmin('PUT', '/api/user/admin/customer@example.com')).json()).toEqual({ modifiedCount: 0 });
  });
});
