// `npm test`: the type checks, lint, the unit and API tests, then the browser tests, in turn. It
// stops at the first stage that fails, and prints how long each stage took, to see where the time
// goes (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stages = [
  ['Type checks', 'typecheck'],
  ['Lint', 'lint'],
  ['Unit and API tests (vitest)', 'test:unit'],
  ['Browser tests (Playwright)', 'test:e2e'],
];

const took = [];
let status = 0;
for (const [name, script] of stages) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  took.push([name, performance.now() - started, run.status === 0 ? 'passed' : 'FAILED']);
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
console.log('\nnpm test, stage by stage:');
for (const [name, ms, result] of took) console.log(`  ${minutes(ms).padStart(7)}  ${result.padEnd(6)}  ${name}`);
console.log(`  ${minutes(took.reduce((sum, [, ms]) => sum + ms, 0)).padStart(7)}  in all`);
process.exit(status);
