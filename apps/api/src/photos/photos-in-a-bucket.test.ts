import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editablePartSchema, messages, partListSchema, photoSrcSet } from '@motoforge/contract';
import { buildApp } from '../app.js';
import { adminToken, bearer, freshAddress } from '../test/auth-helpers.js';
import { multipartBody, pngOf } from '../test/images.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const BUCKET = 'motoforge-photos';
const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-machine-'));

/** A port nothing listens on: one just given up by a server. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * With S3_* set (docs/design.md#several-machines, ADR 035), the admin's photo uploads go to the bucket, and every
 * server on the shop's database serves every photo, each with its own disk.
 */
describe.each(drivers)('product photos in a bucket on %s', (driver) => {
  let s3: TestS3;
  let t: TestApp;
  /** A second machine: the same database and bucket, its own DATA_DIR. */
  let other: FastifyInstance;
  /** A machine whose bucket does not answer. */
  let cutOff: FastifyInstance;
  let admin: string;

  const upload = async (app: FastifyInstance, bytes: Buffer) => {
    const body = multipartBody('image', 'sprocket.png', 'image/png', bytes);
    return app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': body.contentType, ...bearer(admin) },
      payload: body.payload,
      remoteAddress: freshAddress(),
    });
  };
  const product = (img: string) => ({
    name: 'Rear Sprocket 42T',
    description: 'Hardened steel, fits 428 chains.',
    minimumOrder: 2,
    availableQuantity: 40,
    price: 899.5,
    img,
  });
  const partsOn = async (app: FastifyInstance) =>
    partListSchema.parse((await app.inject({ method: 'GET', url: '/api/part' })).json());
  const uploadsOnDisk = (dataDir: string) => {
    const dir = path.join(dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket(BUCKET);
    t = await createTestApp(driver, { env: { DATA_DIR: newDataDir(), ...s3.envFor(BUCKET) } });
    other = await buildApp({ env: { ...t.env, DATA_DIR: newDataDir() }, database: t.database, logger: false });
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    cutOff = await buildApp({ env: { ...t.env, S3_ENDPOINT: nowhere }, database: t.database, logger: false });
    await Promise.all([other.ready(), cutOff.ready()]);
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await cutOff?.close();
    await other?.close();
    await t?.close();
    await s3?.close();
  });

  it('keeps an uploaded photo in the bucket, every copy of it, and serves it at its URL', async () => {
    const uploaded = await upload(t.app, await pngOf(2400, 1200));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json().data as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);

    const namesIn = (srcSet: string | undefined) =>
      srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]!.replace('/uploads/', ''));
    const copies = namesIn(photoSrcSet(url));
    const avifCopies = namesIn(photoSrcSet(url, 'avif'));
    const inBucket = await s3.objectsIn(BUCKET);
    expect(avifCopies).toHaveLength(4);
    for (const copy of [...copies, ...avifCopies]) expect(inBucket.get(copy)).toBeGreaterThan(0);
    expect(uploadsOnDisk(t.env.DATA_DIR)).toEqual([]);
    const avif = await t.app.inject({ method: 'GET', url: `/uploads/${avifCopies[0]}` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ compression: 'av1', width: 400, height: 200 });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(inBucket.get(copies.at(-1)!)));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(admin),
      payload: product(url),
    });
    expect(added.statusCode).toBe(200);
    expect((await partsOn(t.app)).at(-1)).toMatchObject(product(url));
  });

  it('serves a photo uploaded through one server from another, which has none on its disk', async () => {
    const [part] = await partsOn(t.app);
    const editable = editablePartSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/parts/${part!._id}`, headers: bearer(admin) })).json(),
    );
    const uploaded = await upload(t.app, await pngOf(900, 600));
    const { url } = uploaded.json().data as { url: string };
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/part/${part!._id}`,
      headers: bearer(admin),
      payload: { updatedAt: editable.updatedAt, img: url },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // The other machine shows the product with its new photo, and has the photo to show.
    const shown = (await partsOn(other)).find((candidate) => candidate._id === part!._id);
    expect(shown?.img).toBe(url);
    const fromHere = await t.app.inject({ method: 'GET', url });
    const fromThere = await other.inject({ method: 'GET', url });
    expect(fromThere.statusCode).toBe(200);
    expect(fromThere.rawPayload.equals(fromHere.rawPayload)).toBe(true);
    expect(fromThere.headers.etag).toBe(fromHere.headers.etag);
    const revalidated = await other.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(fromHere.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 503 with what happened when the bucket does not answer, and no product is saved', async () => {
    const kept = await upload(t.app, await pngOf(640, 480));
    const photo = (kept.json().data as { url: string }).url;
    const before = await partsOn(t.app);
    const objectsBefore = await s3.objectsIn(BUCKET);

    const refused = await upload(cutOff, await pngOf(800, 600));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, message: messages.photoStorageUnavailable });
    // Add Product saves the product only with the URL an upload answers: there is none.
    expect(await partsOn(t.app)).toEqual(before);
    expect(await s3.objectsIn(BUCKET)).toEqual(objectsBefore);

    // Nor can that machine show a photo for now; the others still can.
    expect((await cutOff.inject({ method: 'GET', url: photo })).statusCode).toBe(503);
    expect((await other.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
  });
});
