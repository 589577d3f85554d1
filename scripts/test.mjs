// `npm test`: the type checks and lint side by side, then the unit and API tests, then the browser
// tests. It stops at the first stage that fails, and prints how long each stage took, to see where
// the time goes (docs/testing.md).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each step is one stage, or stages run side by side: the type checks and lint each keep one core
 * busy, so together they take the time of the longer. Side by side, a stage's output is held back
 * and printed whole when it ends, so two logs never interleave.
 */
const steps = [
  [
    ['Type checks', 'typecheck'],
    ['Lint', 'lint'],
  ],
  [['Unit and API tests (vitest)', 'test:unit']],
  [['Browser tests (Playwright)', 'test:e2e']],
];

function run(script, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

const took = [];
let status = 0;
for (const stages of steps) {
  const started = performance.now();
  const statuses = await Promise.all(
    stages.map(async ([name, script]) => {
      const result = await run(script, { quiet: stages.length > 1 });
      took.push([name, performance.now() - started, result === 0 ? 'passed' : 'FAILED']);
      return result;
    }),
  );
  const failed = statuses.find((result) => result !== 0);
  if (failed !== undefined) {
    status = failed;
    break;
  }
}

// Rounded to the second first, so 28 minutes 59.6 seconds reads 29m00s, not 28m60s.
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};
console.log('\nnpm test, stage by stage (side by side stages overlap):');
for (const [name, ms, result] of took) console.log(`  ${minutes(ms).padStart(7)}  ${result.padEnd(6)}  ${name}`);
console.log(`  ${minutes(performance.now()).padStart(7)}  in all`);
process.exit(status);
