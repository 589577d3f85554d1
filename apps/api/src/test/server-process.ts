import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { apiProgram, apiRoot } from './api-program.js';

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * The real server as its own process (`apiProgram`), the way `npm start` runs it,
 * for tests about processes: signals, crashes, locks, several servers on one database.
 */
export async function startServerProcess(env: Record<string, string>, { waitUntilReady = true } = {}) {
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, apiProgram('server'), {
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
