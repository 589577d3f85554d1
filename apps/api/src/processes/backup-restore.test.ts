import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startPrivatePostgres } from '../test/private-postgres.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * docs/deploy.md's backup and restore, run as written there: a dump of a live shop's database
 * (pg_dump --format=custom) restored into a fresh database (createdb, pg_restore --no-owner)
 * serves the same shop: the catalogue, the accounts with their passwords and sessions, the orders.
 */
describe('a PostgreSQL backup restored into a fresh database', () => {
  const postgres = startPrivatePostgres(15_900 + (process.pid % 90));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-backup-'));
  const urlOf = (database: string) => postgres.url.replace(/\/postgres$/, `/${database}`);
  const servers: ServerProcess[] = [];
  const start = async (database: string, extra: Record<string, string> = {}) => {
    const server = await startServerProcess({
      DATABASE_URL: urlOf(database),
      PORT: await freePort(),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...extra,
    });
    servers.push(server);
    return server;
  };
  // The commands of docs/deploy.md, with the test's own server in --host/--port.
  const client = (tool: string, args: string[]) =>
    execFileSync(
      postgresBin(tool),
      ['--host=127.0.0.1', `--port=${new URL(postgres.url).port}`, '--username=postgres', ...args],
      {
        stdio: 'pipe',
      },
    );

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database motoforge');
    await admin.end();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    postgres.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the same catalogue, accounts, sessions and orders', async () => {
    const live = await start('motoforge', { DEMO_MODE: 'true' });
    const email = 'backup-rider@example.com';
    const signUp = await fetch(`${live.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: live.url },
      body: JSON.stringify({ name: 'Backup Rider', email, password: 'secret12' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const { token } = (await (
      await fetch(`${live.url}/api/user/${email}`, {
        method: 'PUT',
        headers: { ...JSON_HEADERS, origin: live.url, cookie },
        body: JSON.stringify({ email }),
      })
    ).json()) as { token: string };
    const catalogue = await (await fetch(`${live.url}/api/part`)).json();
    const part = (catalogue as { _id: string; minimumOrder: number; availableQuantity: number }[]).find(
      (candidate) => candidate.availableQuantity > 100,
    )!;
    const placed = await fetch(`${live.url}/api/booking`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        productId: part._id,
        quantity: part.minimumOrder,
        phone: '01711000000',
        address: 'Dhaka',
      }),
    });
    expect(placed.status).toBe(200);
    const ordersOf = async (server: ServerProcess) =>
      (
        await fetch(`${server.url}/api/booking?user=${email}`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
    const orders = await ordersOf(live);
    expect(orders).toHaveLength(1);
    const catalogueAfter = await (await fetch(`${live.url}/api/part`)).json();

    // Taken while the shop runs: pg_dump reads one consistent snapshot.
    const dump = path.join(dir, 'motoforge.dump');
    client('pg_dump', ['--format=custom', `--file=${dump}`, 'motoforge']);
    client('createdb', ['motoforge_restored']);
    client('pg_restore', ['--no-owner', '--exit-on-error', '--dbname=motoforge_restored', dump]);

    const restored = await start('motoforge_restored', { DEMO_MODE: 'false' });
    expect(await (await fetch(`${restored.url}/api/part`)).json()).toEqual(catalogueAfter);
    // The same bearer session, and the same password.
    expect(await ordersOf(restored)).toEqual(orders);
    const signIn = await fetch(`${restored.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: restored.url },
      body: JSON.stringify({ email, password: 'secret12' }),
    });
    expect(signIn.status).toBe(200);
    // And it takes new orders on the restored data (its sequences and constraints came along).
    const next = catalogue as { _id: string; minimumOrder: number; availableQuantity: number }[];
    const other = next.find((candidate) => candidate._id !== part._id && candidate.availableQuantity > 100)!;
    const again = await fetch(`${restored.url}/api/booking`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        productId: other._id,
        quantity: other.minimumOrder,
        phone: '01711000000',
        address: 'Dhaka',
      }),
    });
    expect(again.status).toBe(200);
  }, 180_000);
});
