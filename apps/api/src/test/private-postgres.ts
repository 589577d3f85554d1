import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian keeps the server binaries per major version; take the newest installed. */
export function postgresBin(tool: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', tool);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${tool} is not installed under ${root}`);
}

/**
 * A PostgreSQL server of the test's own, on its own port and data directory, so a test may stop
 * and start it without touching anything else. initdb refuses to run as root, so as root the
 * server runs as the postgres user.
 */
export function startPrivatePostgres(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = postgresBin(tool);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: 'start' | 'stop', extra: string[] = []) =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', ...extra, action]);
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start'),
    /** Fast shutdown: open connections are cut, as in a crash or failover. */
    stop: () => pgCtl('stop', ['-m', 'fast']),
    destroy: () => {
      try {
        pgCtl('stop', ['-m', 'immediate']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
