import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProgram, apiRoot } from '../test/api-program.js';
import { photoFileName } from '@motoforge/contract';
import { startTestS3, type TestS3 } from '../test/s3-server.js';

const run = promisify(execFile);
const BUCKET = 'migrated-photos';

/** WebP copies of one photo at `widths`, as uploads kept them before they made AVIF copies too. */
async function webpCopies(id: string, widths: number[]): Promise<Map<string, Buffer>> {
  const photo = sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8e44ad' } });
  const copies = new Map<string, Buffer>();
  for (const width of widths)
    copies.set(photoFileName(id, width), await photo.clone().resize({ width }).webp().toBuffer());
  return copies;
}

const newId = () => randomBytes(16).toString('hex');

/**
 * `npm run photos:migrate`: the uploads folder copied to the bucket before the servers move to it,
 * and the AVIF copies photos kept before uploads made them lack, made where the photos are.
 */
describe('photos:migrate', { timeout: 120_000 }, () => {
  let s3: TestS3;
  let dataDir: string;
  /** The photos in the folder: names and sizes. */
  const photos = new Map<string, number>();
  /** The one photo in the folder with copies, whose AVIF copies the bucket gets. */
  const withCopies = newId();

  const cli = (env: Record<string, string>) =>
    run(process.execPath, apiProgram('cli/photos-migrate'), {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  beforeAll(async () => {
    s3 = await startTestS3();
    await s3.createBucket(BUCKET);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-migrate-'));
    const uploads = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploads);
    for (const [name, bytes] of await webpCopies(withCopies, [400, 800, 1200])) {
      fs.writeFileSync(path.join(uploads, name), bytes);
      photos.set(name, bytes.length);
    }
    // A photo from before copies were made, and files that are no photos of ours.
    const old = `${randomBytes(16).toString('hex')}.webp`;
    fs.writeFileSync(path.join(uploads, old), randomBytes(5000));
    photos.set(old, 5000);
    fs.writeFileSync(path.join(uploads, '.DS_Store'), 'x');
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'x');
  });
  afterAll(() => s3?.close());

  it('copies every photo of the folder to the bucket, saying n of total, and nothing else', async () => {
    const first = await cli(s3.envFor(BUCKET));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      `Copying the photos in ${path.join(dataDir, 'uploads')} to bucket ${BUCKET} at ${s3.endpoint}…`,
    );
    expect(lines.slice(1, 6).map((line) => line.replace(/: .*/, ''))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
      'Done',
    ]);
    for (const name of photos.keys()) expect(first.stdout).toContain(`${name} copied`);
    expect(lines[5]).toBe('Done: 4 copied, 0 already in the bucket, of 4 photos.');
    // Then the bucket's photo with copies gets its AVIF copies, made from its largest WebP copy.
    expect(lines.slice(6)).toEqual([
      `Making the missing AVIF copies in bucket ${BUCKET} at ${s3.endpoint}…`,
      `1 of 1: ${withCopies} AVIF copies made at 400, 800, 1200 px`,
      'Done: AVIF copies made for 1, 0 had them, of 1 photos.',
    ]);
    const inBucket = await s3.objectsIn(BUCKET);
    const avif = [400, 800, 1200].map((width) => photoFileName(withCopies, width, 'avif'));
    expect(new Map([...inBucket].filter(([name]) => !avif.includes(name)))).toEqual(photos);
    for (const name of avif) expect(inBucket.get(name)).toBeGreaterThan(0);
    const largest = await s3.objectIn(BUCKET, avif.at(-1)!);
    expect(await sharp(largest).metadata()).toMatchObject({ compression: 'av1', width: 1200, height: 900 });
  });

  it('copies and makes nothing the second time: every photo is there at its size, with its AVIF copies', async () => {
    const before = await s3.objectsIn(BUCKET);
    const second = await cli(s3.envFor(BUCKET));
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain(' copied\n');
    expect(second.stdout).not.toContain('AVIF copies made at');
    const lines = second.stdout.trim().split('\n');
    expect(lines).toContain('Done: 0 copied, 4 already in the bucket, of 4 photos.');
    expect(lines.slice(-2)).toEqual([
      `1 of 1: ${withCopies} has its AVIF copies`,
      'Done: AVIF copies made for 0, 1 had them, of 1 photos.',
    ]);
    expect(await s3.objectsIn(BUCKET)).toEqual(before);
  });

  it('makes the missing AVIF copies in the uploads folder when no bucket is set, once', async () => {
    const folderDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-migrate-'));
    const uploads = path.join(folderDataDir, 'uploads');
    fs.mkdirSync(uploads);
    // A photo without AVIF copies, one a run stopped half-way through, and one that is no image.
    const [plain, halfDone, broken] = [newId(), newId(), newId()].sort();
    const copies = new Map([...(await webpCopies(plain!, [400, 640])), ...(await webpCopies(halfDone!, [400, 800]))]);
    copies.set(
      photoFileName(halfDone!, 400, 'avif'),
      await sharp(copies.get(photoFileName(halfDone!, 400))!)
        .avif()
        .toBuffer(),
    );
    copies.set(photoFileName(broken!, 400), randomBytes(2000));
    for (const [name, bytes] of copies) fs.writeFileSync(path.join(uploads, name), bytes);
    const inFolder = () => new Set(fs.readdirSync(uploads));

    const first = await cli({ DATA_DIR: folderDataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split('\n')).toEqual([
      `No bucket is set (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the photos stay in ${uploads}.`,
      `Making the missing AVIF copies in ${uploads}…`,
      ...[
        [plain, `${plain} AVIF copies made at 400, 640 px`],
        [halfDone, `${halfDone} AVIF copies made at 800 px`],
        [broken, `${broken} skipped: ${photoFileName(broken!, 400)} could not be read`],
      ]
        .sort()
        .map(([, line], index) => `${index + 1} of 3: ${line}`),
      'Done: AVIF copies made for 2, 0 had them, 1 could not be read, of 3 photos.',
    ]);
    const made = [
      photoFileName(plain!, 400, 'avif'),
      photoFileName(plain!, 640, 'avif'),
      photoFileName(halfDone!, 800, 'avif'),
    ];
    expect(inFolder()).toEqual(new Set([...copies.keys(), ...made]));
    const avif640 = await sharp(path.join(uploads, photoFileName(plain!, 640, 'avif'))).metadata();
    expect(avif640).toMatchObject({ compression: 'av1', width: 640, height: 480 });

    const second = await cli({ DATA_DIR: folderDataDir });
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('AVIF copies made at');
    expect(second.stdout.trim().split('\n').at(-1)).toBe(
      'Done: AVIF copies made for 0, 2 had them, 1 could not be read, of 3 photos.',
    );
    expect(inFolder()).toEqual(new Set([...copies.keys(), ...made]));
  });

  it('stops with a message when the bucket is half set or does not answer', async () => {
    const half = await cli({ S3_ENDPOINT: s3.endpoint });
    expect(half.code).toBe(1);
    expect(half.stderr).toContain('are set together or not at all (missing: S3_BUCKET');

    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise((resolve) => server.close(resolve));
    const unreachable = await cli({ ...s3.envFor(BUCKET), S3_ENDPOINT: nowhere });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(
      `The photo storage (bucket ${BUCKET} at ${nowhere}) failed to list the bucket: connect ECONNREFUSED`,
    );

    const noBucket = await cli(s3.envFor('no-such-bucket'));
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('The specified bucket does not exist');
  });
});
