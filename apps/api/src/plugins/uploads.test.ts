import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFileName } from '@motoforge/contract';
import { createDiskPhotoStore } from '../photos/disk-photo-store.js';
import { uploadsDirOf } from '../photos/photo-store-for.js';
import { createS3PhotoStore } from '../photos/s3-photo-store.js';
import { s3SettingsOf } from '../photos/s3-settings.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const BUCKET = 'served-photos';
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

/** What each store may say differently of the same photo: the date it was kept, and so its tag. */
const KEPT_DIFFERENTLY = ['date', 'etag', 'last-modified'];

/** Everything else a browser or a CDN sees must be the same from either store. */
const seenByAClient = (response: LightMyRequestResponse) => ({
  statusCode: response.statusCode,
  headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !KEPT_DIFFERENTLY.includes(name))),
  hasEtag: typeof response.headers.etag === 'string',
  hasLastModified: typeof response.headers['last-modified'] === 'string',
  body: response.rawPayload,
});

/**
 * The same photo in the uploads folder of one server and in the bucket of another: every answer
 * at /uploads/ must be the same, so the two stores cannot drift apart (ADR 035).
 */
describe.each(drivers)('/uploads/ from the folder and from a bucket on %s', (driver) => {
  let s3: TestS3;
  let onDisk: TestApp;
  let inBucket: TestApp;
  let bytes: Buffer;
  const name = photoFileName(randomBytes(16).toString('hex'), 400);
  const url = `/uploads/${name}`;

  const fromBoth = async (request: (app: TestApp) => InjectOptions) => {
    const disk = await onDisk.app.inject(request(onDisk));
    const bucket = await inBucket.app.inject(request(inBucket));
    expect(seenByAClient(bucket)).toEqual(seenByAClient(disk));
    return { disk, bucket };
  };
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-served-'));
  /** Each server's own tag and date for the photo, as a browser would have kept them. */
  const validators: Map<TestApp, { etag: string; lastModified: string }> = new Map();

  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket(BUCKET);
    onDisk = await createTestApp(driver, { env: { DATA_DIR: dataDir() }, seed: false });
    inBucket = await createTestApp(driver, { env: { DATA_DIR: dataDir(), ...s3.envFor(BUCKET) }, seed: false });
    bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
      .webp()
      .toBuffer();
    await createDiskPhotoStore(uploadsDirOf(onDisk.env)).put(name, bytes);
    await createS3PhotoStore(s3SettingsOf(inBucket.env)!).put(name, bytes);
    for (const t of [onDisk, inBucket]) {
      const { headers } = await t.app.inject({ method: 'HEAD', url });
      validators.set(t, { etag: String(headers.etag), lastModified: String(headers['last-modified']) });
    }
  });
  afterAll(async () => {
    await onDisk?.close();
    await inBucket?.close();
    await s3?.close();
  });

  it('sends the photo as WebP, cached for good, with its length, ETag and Last-Modified', async () => {
    const { disk, bucket } = await fromBoth(() => ({ method: 'GET', url }));
    for (const response of [disk, bucket]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(bytes.length),
        'cache-control': CACHED_FOR_GOOD,
        etag: expect.stringMatching(/^(W\/)?"[^"]+"$/),
      });
      expect(new Date(String(response.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('answers HEAD with the same headers and no body', async () => {
    const { disk, bucket } = await fromBoth(() => ({ method: 'HEAD', url }));
    for (const response of [disk, bucket]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.rawPayload).toHaveLength(0);
    }
  });

  it.each<[string, number, (kept: { etag: string; lastModified: string }) => Record<string, string>]>([
    ['its own ETag', 304, (kept) => ({ 'if-none-match': kept.etag })],
    ['its ETag among others', 304, (kept) => ({ 'if-none-match': `"other", ${kept.etag}` })],
    ['its own date', 304, (kept) => ({ 'if-modified-since': kept.lastModified })],
    ['another ETag', 200, () => ({ 'if-none-match': '"not-this-photo"' })],
    ['a date before it was kept', 200, () => ({ 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })],
    ['no-cache', 200, (kept) => ({ 'if-none-match': kept.etag, 'cache-control': 'no-cache' })],
  ])('revalidates a copy kept with %s: %i', async (_label, status, conditions) => {
    const { disk, bucket } = await fromBoth((t) => ({ method: 'GET', url, headers: conditions(validators.get(t)!) }));
    for (const response of [disk, bucket]) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe(CACHED_FOR_GOOD);
      if (status === 304) expect(response.rawPayload).toHaveLength(0);
      else expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['a photo that is not there', `/uploads/${photoFileName(randomBytes(16).toString('hex'), 400)}`, 404],
    ['a name the shop never makes', '/uploads/none.webp', 404],
    ['a hidden file', '/uploads/.env', 403],
    ['a file outside the folder', '/uploads/..%2f..%2fauth-secret', 403],
    ['a path below the folder', `/uploads/x/${name}`, 403],
  ])('refuses %s with %i', async (_label, path, status) => {
    const { disk } = await fromBoth(() => ({ method: 'GET', url: path }));
    expect(disk.statusCode).toBe(status);
    expect(disk.json()).toMatchObject({ success: false });
  });

  describe('AVIF copies', () => {
    const id = () => randomBytes(16).toString('hex');
    let avif: Buffer;
    let webp: Buffer;
    beforeAll(async () => {
      const photo = sharp({ create: { width: 400, height: 300, channels: 3, background: '#2980b9' } });
      avif = await photo.clone().avif().toBuffer();
      webp = await photo.clone().webp().toBuffer();
    });
    const keep = async (name: string, photo: Buffer) => {
      await createDiskPhotoStore(uploadsDirOf(onDisk.env)).put(name, photo);
      await createS3PhotoStore(s3SettingsOf(inBucket.env)!).put(name, photo);
    };

    it('sends an AVIF copy as image/avif, cached for good', async () => {
      const name = photoFileName(id(), 400, 'avif');
      await keep(name, avif);
      const { disk, bucket } = await fromBoth(() => ({ method: 'GET', url: `/uploads/${name}` }));
      for (const response of [disk, bucket]) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(avif)).toBe(true);
        expect(response.headers).toMatchObject({
          'content-type': 'image/avif',
          'content-length': String(avif.length),
          'cache-control': CACHED_FOR_GOOD,
        });
      }
    });

    // ADR 046: a photo kept before uploads made AVIF copies, until photos:migrate has made them.
    it('answers an AVIF copy not made yet with the WebP copy beside it, checked on every use', async () => {
      const photo = id();
      await keep(photoFileName(photo, 400), webp);
      const url = `/uploads/${photoFileName(photo, 400, 'avif')}`;
      const { disk, bucket } = await fromBoth(() => ({ method: 'GET', url }));
      for (const response of [disk, bucket]) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(webp)).toBe(true);
        expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'no-cache' });
      }
      const head = await fromBoth(() => ({ method: 'HEAD', url }));
      expect(head.disk.statusCode).toBe(200);
      expect(head.disk.headers['cache-control']).toBe('no-cache');

      // The browser's check finds the copy it kept is still good, until the AVIF copy is made.
      const kept = { 'if-none-match': String(disk.headers.etag) };
      const checked = await onDisk.app.inject({ method: 'GET', url, headers: kept });
      expect(checked.statusCode).toBe(304);
      await keep(photoFileName(photo, 400, 'avif'), avif);
      const replaced = await onDisk.app.inject({ method: 'GET', url, headers: kept });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.rawPayload.equals(avif)).toBe(true);
      expect(replaced.headers).toMatchObject({ 'content-type': 'image/avif', 'cache-control': CACHED_FOR_GOOD });
    });

    it('answers 404 for an AVIF copy of a photo that has no WebP copy either', async () => {
      const url = `/uploads/${photoFileName(id(), 800, 'avif')}`;
      for (const method of ['GET', 'HEAD'] as const) {
        const { disk } = await fromBoth(() => ({ method, url }));
        expect(disk.statusCode).toBe(404);
      }
    });
  });

  it('answers HEAD for a missing photo with 404 too', async () => {
    const missing = `/uploads/${photoFileName(randomBytes(16).toString('hex'), 800)}`;
    const { disk } = await fromBoth(() => ({ method: 'HEAD', url: missing }));
    expect(disk.statusCode).toBe(404);
  });
});
