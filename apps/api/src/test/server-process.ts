import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * The real server as its own process (src/server.ts through tsx), the way `npm start` runs it,
 * for tests about processes: signals, crashes, locks, several servers on one database.
 */
export async function startServerProcess(env: Record<string, string>, { waitUntilReady = true } = {}) {
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  if (waitUntilReady) await waitForHttp(`${server.url}/api/config`, exited, () => output);
  return server;
}

async function waitForHttp(url: string, exited: Promise<number | null>, output: () => string) {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} in time:\n${output()}`);
}

let nextPort = 4100 + (process.pid % 500) * 2;
/** A port for a spawned server; distinct per test process to keep parallel files apart. */
export const freePort = () => String((nextPort += 1));
