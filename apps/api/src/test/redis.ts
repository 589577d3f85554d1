import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis (CI starts one: .ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of this test's own, so test files running at once never count in each other's keys. */
export const uniqueKeyPrefix = () => `motoforge-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (a test's own, from uniqueKeyPrefix). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A Redis server of the test's own (Debian's /usr/bin/redis-server), on a free port and keeping
 * nothing on disk, so a test may kill it and start it again without touching anything else.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    if (server && server.exitCode === null) return;
    const started = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    server = started;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answersPing(url)) return;
      if (started.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  /** Killed, as in a crash: open connections are cut. */
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  /** Stopped, not killed: connections stay open and nothing answers, as on a hung machine. */
  const pause = () => server?.kill('SIGSTOP');
  const resume = () => server?.kill('SIGCONT');

  await start();
  return { url, start, stop, pause, resume };
}
