import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFileName } from '@motoforge/contract';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { createDiskPhotoStore } from './disk-photo-store.js';
import { type PhotoStore, PhotoStoreUnavailableError } from './photo-store.js';
import { createS3PhotoStore } from './s3-photo-store.js';
import type { S3Settings } from './s3-settings.js';

const BUCKET = 'photo-store-test';
const newName = () => photoFileName(randomBytes(16).toString('hex'), 400);
const settingsFor = (endpoint: string): S3Settings => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

/** A port nothing listens on: one just given up by a server. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  await s3.createBucket(BUCKET);
});
afterAll(() => s3.close());

const stores: [string, () => PhotoStore][] = [
  ['the uploads folder', () => createDiskPhotoStore(fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-photos-')))],
  ['an S3 bucket', () => createS3PhotoStore(settingsFor(s3.endpoint))],
];

describe.each(stores)('photos in %s', (_label, createStore) => {
  let photos: PhotoStore;
  beforeAll(() => {
    photos = createStore();
  });

  it('gives back what it kept, as a stream with its size, type, date and ETag', async () => {
    const name = newName();
    const bytes = randomBytes(300_000);
    const before = Date.now();
    await photos.put(name, bytes);

    const photo = await photos.get(name);
    expect(photo).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of photo!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(photo!.metadata).toEqual({
      size: 300_000,
      contentType: 'image/webp',
      lastModified: expect.any(Date),
      etag: expect.stringMatching(/^(W\/)?"[^"]+"$/),
    });
    // HTTP dates have whole seconds.
    expect(photo!.metadata.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await photos.stat(name)).toEqual(photo!.metadata);
  });

  it('keeps an AVIF copy as image/avif', async () => {
    const name = photoFileName(randomBytes(16).toString('hex'), 400, 'avif');
    await photos.put(name, randomBytes(1000));
    expect(await photos.stat(name)).toMatchObject({ size: 1000, contentType: 'image/avif' });
    const photo = await photos.get(name);
    photo!.body.destroy();
    expect(photo!.metadata.contentType).toBe('image/avif');
  });

  it('lists the size of every photo it keeps, by name', async () => {
    const names = [newName(), photoFileName(randomBytes(16).toString('hex'), 800, 'avif')];
    for (const [index, name] of names.entries()) await photos.put(name, randomBytes(100 + index));
    const sizes = await photos.sizes();
    expect(sizes.get(names[0]!)).toBe(100);
    expect(sizes.get(names[1]!)).toBe(101);
    for (const name of sizes.keys()) expect(name).toMatch(/^[0-9a-f]{32}-\d+\.(webp|avif)$/);
  });

  it('answers null for a photo it does not have', async () => {
    expect(await photos.get(newName())).toBeNull();
    expect(await photos.stat(newName())).toBeNull();
  });

  it.each(['../escape.webp', '.hidden', 'a/b.webp'])('never follows %j: not a name of ours', async (name) => {
    await expect(photos.put(name, Buffer.from('x'))).rejects.toThrow('Not a photo name');
    await expect(photos.get(name)).rejects.toThrow('Not a photo name');
    await expect(photos.stat(name)).rejects.toThrow('Not a photo name');
  });
});

describe('photos in an S3 bucket that does not answer', () => {
  it('fails every call with PhotoStoreUnavailableError naming the bucket and the reason, and logs it', async () => {
    const logged: string[] = [];
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const photos = createS3PhotoStore(settingsFor(endpoint), { error: (_details, message) => logged.push(message) });
    const name = newName();
    for (const call of [() => photos.put(name, Buffer.from('x')), () => photos.get(name), () => photos.stat(name)]) {
      const failure = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PhotoStoreUnavailableError);
      expect((failure as Error).message).toMatch(/ECONNREFUSED/);
      expect(
        (failure as Error).message.startsWith(`The photo storage (bucket ${BUCKET} at ${endpoint}) failed to `),
      ).toBe(true);
    }
    expect(logged).toEqual([
      `photo storage failed to keep ${name}`,
      `photo storage failed to read ${name}`,
      `photo storage failed to look up ${name}`,
    ]);
  });
});

describe('the S3 client', () => {
  // Since @aws-sdk/client-s3 3.729 every upload carries a CRC32 checksum unless told otherwise,
  // which S3-compatible servers other than AWS may refuse or store as part of the photo (ADR 035).
  it('sends no checksum an operation does not require', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const recorder = http.createServer((request, response) => {
      seen.push(request.headers);
      request.resume().on('end', () => response.writeHead(200, { etag: '"x"' }).end());
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = recorder.address() as AddressInfo;
      await createS3PhotoStore(settingsFor(`http://127.0.0.1:${port}`)).put(newName(), randomBytes(1000));
      expect(seen).toHaveLength(1);
      expect(Object.keys(seen[0]!).filter((header) => /checksum|x-amz-trailer/.test(header))).toEqual([]);
      expect(seen[0]!['content-length']).toBe('1000');
    } finally {
      recorder.close();
    }
  });

  it('hands out a photo while it is still arriving, never waiting for the whole of it', async () => {
    let finish: () => void = () => {};
    const slowBucket = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'image/webp',
        'content-length': 2_000_000,
        etag: '"big"',
        'last-modified': new Date().toUTCString(),
      });
      response.write(Buffer.alloc(64 * 1024, 1));
      finish = () => response.end(Buffer.alloc(2_000_000 - 64 * 1024, 1));
    });
    await new Promise<void>((resolve) => slowBucket.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = slowBucket.address() as AddressInfo;
      const photo = await createS3PhotoStore(settingsFor(`http://127.0.0.1:${port}`)).get(newName());
      expect(photo?.metadata.size).toBe(2_000_000);
      const [first] = (await photo!.body.take(1).toArray()) as Buffer[];
      expect(first!.length).toBeLessThanOrEqual(64 * 1024);
      finish();
    } finally {
      slowBucket.closeAllConnections();
      slowBucket.close();
    }
  });
});
