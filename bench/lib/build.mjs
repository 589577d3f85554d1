import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, webDist } from './paths.mjs';

/** Runs a build step quietly; its output is shown only when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/** The contract and the API, compiled incrementally (a no-op in about a second when up to date). */
export function buildApi() {
  run(process.execPath, [
    path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
    '-b',
    'packages/contract',
    'apps/api',
  ]);
}

const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'scripts/precompress.mjs',
];

/** The SPA as `npm run build` makes it (with its precompressed copies), unless apps/web/dist is newer than its sources. */
export function buildWeb() {
  const builtAt = newestMtime(path.join(webDist, 'index.html'));
  const changedAt = Math.max(...webInputs.map((input) => newestMtime(path.join(repoRoot, input))));
  if (builtAt > changedAt) {
    console.log('apps/web/dist is newer than its sources: using it as built.');
    return;
  }
  console.log('Building the SPA (npm run build -w @motoforge/web)…');
  run('npm', ['run', 'build', '-w', '@motoforge/web']);
}
