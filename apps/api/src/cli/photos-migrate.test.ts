import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFileName } from '@motoforge/contract';
import { startTestS3, type TestS3 } from '../test/s3-server.js';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..', '..');
const BUCKET = 'migrated-photos';

/** `npm run photos:migrate`: the uploads folder copied to the bucket before the servers move to it. */
describe('photos:migrate', { timeout: 120_000 }, () => {
  let s3: TestS3;
  let dataDir: string;
  /** The photos in the folder: names and sizes. */
  const photos = new Map<string, number>();

  const cli = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/cli/photos-migrate.ts'], {
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
    for (const width of [400, 800, 1200]) {
      const name = photoFileName(randomBytes(16).toString('hex'), width);
      const bytes = randomBytes(width * 10);
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
    expect(lines.slice(1, -1).map((line) => line.replace(/: .*/, ''))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    for (const name of photos.keys()) expect(first.stdout).toContain(`${name} copied`);
    expect(lines.at(-1)).toBe('Done: 4 copied, 0 already in the bucket, of 4 photos.');
    expect(await s3.objectsIn(BUCKET)).toEqual(photos);
  });

  it('copies nothing the second time: every photo is there at its size', async () => {
    const second = await cli(s3.envFor(BUCKET));
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain(' copied\n');
    expect(second.stdout.trim().split('\n').at(-1)).toBe('Done: 0 copied, 4 already in the bucket, of 4 photos.');
    expect(await s3.objectsIn(BUCKET)).toEqual(photos);
  });

  it('stops with a message when no bucket is set, or the bucket does not answer', async () => {
    const notSet = await cli({});
    expect(notSet.code).toBe(1);
    expect(notSet.stderr).toMatch(/^No bucket to copy the photos to: set S3_ENDPOINT, S3_BUCKET/);

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
