// `npm run bench`: every benchmark, one after the other (they would skew each other side by side),
// each in its own process. All of them run even when one fails, so every figure is printed.
//
//   npm run bench [-- --strict] [--only NAME]   --strict also fails the API benchmark on a missed ratio
//   goal; --only runs one benchmark (api, page-weight, lighthouse, catalogue, orders,
//   catalogue-import, machines)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machineSummary, printTable } from './lib/report.mjs';

const { values: args } = parseArgs({
  options: { strict: { type: 'boolean', default: false }, only: { type: 'string' } },
});

const allBenchmarks = [
  { name: 'API', key: 'api', script: 'api.mjs', args: args.strict ? ['--strict'] : [] },
  { name: 'page weight', key: 'page-weight', script: 'page-weight.mjs', args: [] },
  { name: 'Lighthouse', key: 'lighthouse', script: 'lighthouse.mjs', args: [] },
  { name: 'catalogue', key: 'catalogue', script: 'catalogue.mjs', args: [] },
  { name: 'back-office orders', key: 'orders', script: 'orders.mjs', args: [] },
  { name: 'catalogue import', key: 'catalogue-import', script: 'catalogue-import.mjs', args: [] },
  // Its nginx launcher is TypeScript, shared with the two-machine test (tools/nginx).
  { name: 'several machines', key: 'machines', script: 'machines.mjs', args: [], nodeArgs: ['--import', 'tsx'] },
];
const benchmarks = args.only ? allBenchmarks.filter(({ key }) => key === args.only) : allBenchmarks;
if (benchmarks.length === 0) {
  throw new Error(`--only must name one of: ${allBenchmarks.map(({ key }) => key).join(', ')}`);
}

function run({ script, args: scriptArgs, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(new URL(script, import.meta.url)), ...scriptArgs], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
}

console.log(`MotoForge benchmarks · ${machineSummary()}`);
const rows = [];
for (const benchmark of benchmarks) {
  console.log(`\n━━ ${benchmark.name} ━━`);
  const startedAt = Date.now();
  const code = await run(benchmark);
  rows.push([
    benchmark.name,
    code === 0 ? 'exit 0' : `exit ${code}: FAIL`,
    `${Math.round((Date.now() - startedAt) / 1000)} s`,
  ]);
}
printTable('Summary', ['benchmark', 'result', 'took'], rows);
console.log(
  'Each benchmark exits 1 when a goal is missed, except that the API one does so for errors only: its ratio goals ' +
    'are PASS/FAIL in its table, and fail it only with --strict.',
);
process.exitCode = rows.some(([, result]) => result !== 'exit 0') ? 1 : 0;
