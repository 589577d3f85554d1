import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partListSchema } from '@motoforge/contract';
import { startNginx, type Nginx } from '@motoforge/tools/nginx';
import { startPrivatePostgres } from '../test/private-postgres.js';
import { startPrivateRedis } from '../test/redis.js';
import { pngOf } from '../test/images.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const AUTH_LIMIT = 5;

/**
 * docs/deploy.md's shop on two machines, on one: two server processes on different ports, one
 * PostgreSQL, one Redis and one S3-compatible bucket, behind Debian's nginx in round-robin. What
 * a second machine must not break: photos, sign-in limits, and orders when one machine dies.
 */
describe('two server processes behind nginx', () => {
  let postgres: ReturnType<typeof startPrivatePostgres>;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let s3: TestS3;
  let servers: ServerProcess[];
  let nginx: Nginx;
  const served = new Map<string, ServerProcess>();
  const dataDirs: string[] = [];

  beforeAll(async () => {
    postgres = startPrivatePostgres(16_000 + (process.pid % 400));
    redis = await startPrivateRedis();
    s3 = await startTestS3();
    await s3.createBucket('motoforge-photos');
    const nginxPort = Number(await freePort());
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...s3.envFor('motoforge-photos'),
      DEMO_MODE: 'true',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      UNPAID_ORDERS_PER_ACCOUNT: '100',
    };
    // A data folder each, as on two machines: a photo on one's disk is not on the other's.
    servers = await Promise.all(
      [0, 1].map(async (machine) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `motoforge-machine-${machine}-`));
        dataDirs.push(dataDir);
        return startServerProcess({ ...env, DATA_DIR: dataDir, PORT: await freePort() });
      }),
    );
    for (const server of servers) served.set(server.url.replace('http://', ''), server);
    nginx = await startNginx({ port: nginxPort, upstreams: [...served.keys()] });
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all((servers ?? []).map((server) => server.stop('SIGKILL')));
    await s3?.close();
    await redis?.stop();
    postgres?.destroy();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Which process answered, by nginx's x-upstream header. */
  const upstreamOf = (response: Response) => served.get(response.headers.get('x-upstream') ?? '');
  const signIn = (email: string, password: string) =>
    fetch(`${nginx.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: nginx.url },
      body: JSON.stringify({ email, password }),
    });
  const tokenFor = async (signedIn: Response, email: string) => {
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const sync = await fetch(`${nginx.url}/api/user/${email}`, {
      method: 'PUT',
      headers: { ...JSON_HEADERS, origin: nginx.url, cookie },
      body: JSON.stringify({ email }),
    });
    return ((await sync.json()) as { token: string }).token;
  };

  let adminToken: string;
  let riderToken: string;
  const rider = 'two-machines@example.com';

  it('spreads requests over both processes', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${nginx.url}/api/config`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map(upstreamOf))).toEqual(new Set(servers));
  });

  it('serves a photo uploaded through one process from the other', async () => {
    const admin = await signIn('admin@motoforge.com', 'motoforge-admin');
    expect(admin.status).toBe(200);
    adminToken = await tokenFor(admin, 'admin@motoforge.com');
    const form = new FormData();
    form.append('image', new Blob([await pngOf(640, 480)], { type: 'image/png' }), 'part.png');
    const upload = await fetch(`${nginx.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const uploadedBy = upstreamOf(upload)!;
    const other = servers.find((server) => server !== uploadedBy)!;
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const fromOther = await fetch(`${other.url}${url}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect(fromOther.headers.get('cache-control')).toContain('immutable');
    const fromUploader = await fetch(`${uploadedBy.url}${url}`);
    expect(Buffer.from(await fromOther.arrayBuffer())).toEqual(Buffer.from(await fromUploader.arrayBuffer()));
  });

  it('holds the sign-in limit across both processes', async () => {
    const signUp = await fetch(`${nginx.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: nginx.url },
      body: JSON.stringify({ name: 'Two Machines', email: rider, password: 'secret12' }),
    });
    expect(signUp.status).toBe(200);
    riderToken = await tokenFor(signUp, rider);
    // The admin's sign-in and this sign-up used 2 of this address's AUTH_LIMIT tries a minute. Per
    // process, each of the two would allow AUTH_LIMIT; shared, the two together allow AUTH_LIMIT.
    const attempts: Response[] = [];
    for (let i = 0; i < 8; i += 1) attempts.push(await signIn(rider, 'not-the-password'));
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect(new Set(attempts.map(upstreamOf))).toEqual(new Set(servers));
  });

  it('loses no acknowledged order when a process is killed mid-load, and nginx takes it out', async () => {
    const parts = partListSchema
      .parse(await (await fetch(`${nginx.url}/api/part`)).json())
      .filter((part) => part.availableQuantity >= part.minimumOrder * 2);
    expect(parts.length).toBeGreaterThanOrEqual(24);
    const place = (index: number) => {
      const part = parts[index]!;
      return fetch(`${nginx.url}/api/booking`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${riderToken}` },
        body: JSON.stringify({
          productId: part._id,
          quantity: part.minimumOrder,
          phone: '01711000000',
          address: 'Dhaka',
        }),
      }).catch(() => null);
    };
    const [, victim] = servers as [ServerProcess, ServerProcess];
    const acknowledged: string[] = [];
    let failed = 0;
    let isKilled = false;
    // Four buyers' worth of requests at a time; after the eighth acknowledgement one process dies.
    let next = 0;
    const worker = async () => {
      while (next < 20) {
        const response = await place(next++);
        if (response?.status === 200) {
          acknowledged.push(((await response.json()) as { insertedId: string }).insertedId);
          if (acknowledged.length === 8 && !isKilled) {
            isKilled = true;
            victim.child.kill('SIGKILL');
          }
        } else failed += 1;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await victim.exited;
    // Only requests already inside the killed process can fail (nginx does not resend a POST).
    expect(failed).toBeLessThanOrEqual(4);
    expect(acknowledged.length + failed).toBe(20);

    // Every acknowledged order is there, read through the proxy from the survivor.
    for (const id of acknowledged) {
      const read = await fetch(`${nginx.url}/api/booking/${id}`, {
        headers: { authorization: `Bearer ${riderToken}` },
      });
      expect(read.status).toBe(200);
    }
    // And the dead process is out: every later request is answered, by the survivor.
    const after = await Promise.all([20, 21, 22, 23].map(place));
    expect(after.map((response) => response?.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(after.map((response) => upstreamOf(response!)))).toEqual(new Set([servers[0]]));
  }, 60_000);
});
