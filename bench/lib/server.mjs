import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverEntry } from './paths.mjs';

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL_CHARS = 4_000;

/**
 * Node options for every server started, from BENCH_SERVER_NODE_ARGS (space-separated): to profile
 * a server under a benchmark's load, `--cpu-prof --cpu-prof-dir=/tmp/profiles`, which Node refuses
 * in NODE_OPTIONS (docs/performance.md#profiling-a-server-under-the-benchmarks-load).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Every child this process started, so a crash or Ctrl-C still ends them. */
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(130));
}

/** The CPUs servers started from now on run on (a `taskset` list), when pinned. */
let serverCpus;

/**
 * Pins this process (the load generator) to CPU 0 and every server started from now on to the
 * other CPUs, so that client and server do not take turns on one core and migrate between cores
 * from one run to the next, which on a 2-core machine moved a ratio by a quarter. Returns what was
 * done, for the report; does nothing on one CPU or without `taskset` (util-linux).
 */
export function pinServersAwayFromThisProcess() {
  const cpuCount = os.availableParallelism();
  if (cpuCount < 2) return 'not pinned (one CPU)';
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return 'not pinned (no taskset)';
  }
  serverCpus = cpuCount === 2 ? '1' : `1-${cpuCount - 1}`;
  return `load generator pinned to CPU 0, servers to CPU ${serverCpus}`;
}

/** A TCP port nobody listens on right now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a Node script as a child process listening on `port` and resolves once `readyPath`
 * answers 200. Its output is kept (the tail) and shown only when it fails to start.
 */
export async function startProcess({ name, script, env, port, readyPath }) {
  const nodeArgs = [...SERVER_NODE_ARGS, script];
  const [command, args] = serverCpus
    ? ['taskset', ['--cpu-list', serverCpus, process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => children.delete(child));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let hasExited = false;
  exited.then(() => (hasExited = true));
  for (;;) {
    if (hasExited) throw new Error(`${name} exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyPath} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const isReady = await fetch(baseUrl + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    port,
    /** The server's process id (taskset runs it in its own process), for its memory. */
    pid: child.pid,
    async stop() {
      if (hasExited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The built shop (apps/api/dist/server.js) in demo mode: PGlite in a fresh temporary data
 * directory, or PostgreSQL when `databaseUrl` is given. `env` adds or overrides variables.
 */
export async function startShop({ name = 'shop', databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'motoforge-bench-'));
  const baseEnv = {
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    // No LOG_LEVEL: the shop logs as it ships (info), and that is part of what is measured.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // No visit measures its field vitals (docs/performance.md#field-vitals): one in ten would
    // otherwise download that code, and a page's weight would depend on the draw.
    VITALS_SAMPLE_RATE: '0',
    DATABASE_URL: databaseUrl ?? '',
  };
  try {
    const shop = await startProcess({
      name,
      script: serverEntry,
      env: { ...baseEnv, ...env },
      port,
      readyPath: '/api/config',
    });
    return {
      ...shop,
      origin: baseEnv.PUBLIC_URL,
      async stop() {
        await shop.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
