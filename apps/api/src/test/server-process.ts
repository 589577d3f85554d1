import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The compiled server when its build is newer than every source file (`npm test` builds it
 * first), else the sources through tsx: the same program either way, the first starts faster.
 */
function serverCommand(): string[] {
  const built = path.join(apiRoot, 'dist', 'server.js');
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = [path.join(apiRoot, 'src'), path.join(apiRoot, '..', '..', 'packages', 'contract', 'src')];
  const isFresh = sources.every((dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      .every((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs <= builtAt),
  );
  return isFresh ? [built] : ['--import', 'tsx', '--conditions=source', 'src/server.ts'];
}

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
  const child = spawn(process.execPath, serverCommand(), {
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
  let lastAnswer = 'no answer';
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastAnswer = `HTTP ${response.status}`;
    } catch (error) {
      // Not listening yet, as a rule; the cause says when it is something else.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      lastAnswer = `fetch failed: ${cause}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} in time (last: ${lastAnswer}):\n${output()}`);
}

/**
 * A port nobody listens on right now, chosen by the system from its ephemeral range. Not a port
 * of our own choosing: `fetch` refuses the Fetch standard's "bad ports" (5060 and 5061, SIP, among
 * them) without trying, so a server on one of those never looks ready.
 */
export async function freePort(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}
