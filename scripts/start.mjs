// Starts the shop: builds it first if this checkout has never been built, never on every start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'packages/contract/dist/index.js'];
if (outputs.some((output) => !existsSync(new URL(`../${output}`, import.meta.url)))) {
  console.log('First start: building the shop once…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/api/dist/server.js');
