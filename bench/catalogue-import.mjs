// Catalogue import benchmark (issue 35, docs/performance.md): an admin imports a 10,000-row
// catalogue file through POST /api/admin/catalogue/import, with its progress as NDJSON, on a fresh
// PostgreSQL database this benchmark creates and drops. The same call with 500 rows, in the same
// run, is the baseline: the machine is shared, so besides the time the benchmark reports the cost
// of a row at 10,000 against its cost at 500. Goals:
//   - 10,000 rows imported in ≤ 30 s;
//   - a row at 10,000 costs ≤ 1.5 × a row at 500 (the import grows with the file, no faster).
//
//   node bench/catalogue-import.mjs [--rows N]   exits 1 when a goal is missed or the import fails
import { parseArgs } from 'node:util';
import { CATALOGUE_FILE_COLUMNS } from '@motoforge/contract';
import { buildApi, buildWeb } from './lib/build.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { machineSummary, printTable } from './lib/report.mjs';
import { startShop } from './lib/server.mjs';
import { demoAdmin, signIn } from './lib/shop-client.mjs';

const BASELINE_ROWS = 500;
const GOALS = { seconds: 30, perRowRatio: 1.5 };

const { values: options } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rowCount = Number(options.rows);
if (!Number.isInteger(rowCount) || rowCount < 1_000) throw new Error('--rows must be a whole number ≥ 1000');

/** A cell as RFC 4180 writes it (as the shop's own export does). */
const cell = (value) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (cells) => `${cells.map(cell).join(',')}\r\n`;

/** A file of `count` new parts, each fitting `fitment` (a cell as the shop's export writes it). */
function catalogueFile(prefix, count, fitment) {
  const rows = Array.from({ length: count }, (_, i) => {
    const values = {
      sku: `${prefix}-${String(i).padStart(6, '0')}`,
      name: `Bench Part ${prefix} ${i}`,
      name_bn: '',
      category: 'brakes',
      description: `Bench part number ${i}, made for the road, with a description a few dozen characters long.`,
      description_bn: '',
      price: String(100 + (i % 900)),
      minimumOrder: '1',
      availableQuantity: String(10 + (i % 90)),
      img: '/images/parts/brake-pads.svg',
      oemNumbers: `OEM-${prefix}-${i};ALT-${prefix}-${i}`,
      fitment,
      // Each an old number to check against the live SKUs, as a superseding catalogue has them.
      replaces: `OLD-${prefix}-${i}`,
    };
    return line(CATALOGUE_FILE_COLUMNS.map((column) => values[column]));
  });
  return line(CATALOGUE_FILE_COLUMNS) + rows.join('');
}

/** Imports `file` as the admin's browser does; resolves to the seconds it took and the last line. */
async function importFile(shop, token, file) {
  const started = performance.now();
  const response = await fetch(`${shop.baseUrl}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', accept: 'application/x-ndjson' },
    body: file,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const last = JSON.parse(text.trim().split('\n').at(-1));
  if (!response.ok || last.phase !== 'done') throw new Error(`the import failed: ${text.slice(-500)}`);
  return { seconds, last };
}

async function main() {
  console.log(`Catalogue import benchmark · ${machineSummary()}`);
  buildApi();
  buildWeb();
  const cleanup = [];
  let isFailed = false;
  try {
    const database = await createDatabase('import');
    cleanup.push(database.drop);
    const shop = await startShop({ name: 'shop', databaseUrl: database.url });
    cleanup.push(() => shop.stop());
    const { token } = await signIn(shop, demoAdmin);

    // A fitment cell of the demo catalogue, as its own export writes it.
    const exported = await fetch(`${shop.baseUrl}/api/admin/catalogue.csv`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.text());
    const fitmentColumn = CATALOGUE_FILE_COLUMNS.indexOf('fitment');
    const fitment =
      exported
        .split('\r\n')
        .slice(1)
        .map((record) => record.split(','))
        .find((cells) => cells.length === CATALOGUE_FILE_COLUMNS.length && /\|/.test(cells[fitmentColumn] ?? ''))?.[
        fitmentColumn
      ] ?? '';
    console.log(`Every row fits: ${fitment || '(no bike: the demo export had no plain fitment cell)'}`);

    const baseline = await importFile(shop, token, catalogueFile('BASE', BASELINE_ROWS, fitment));
    const large = await importFile(shop, token, catalogueFile('BULK', rowCount, fitment));
    if (large.last.created !== rowCount) throw new Error(`${large.last.created} of ${rowCount} rows were created`);

    const perRow = (run, rows) => (run.seconds * 1000) / rows;
    const ratio = perRow(large, rowCount) / perRow(baseline, BASELINE_ROWS);
    const isFastEnough = large.seconds <= GOALS.seconds;
    const isLinear = ratio <= GOALS.perRowRatio;
    isFailed = !isFastEnough || !isLinear;
    printTable(
      `Catalogue import on PostgreSQL, NDJSON progress`,
      ['import', 'took', 'per row', 'goal'],
      [
        [
          `${BASELINE_ROWS} rows (baseline)`,
          `${baseline.seconds.toFixed(1)} s`,
          `${perRow(baseline, BASELINE_ROWS).toFixed(2)} ms`,
          'reported',
        ],
        [
          `${rowCount} rows`,
          `${large.seconds.toFixed(1)} s`,
          `${perRow(large, rowCount).toFixed(2)} ms (${ratio.toFixed(2)} × the baseline's)`,
          `≤ ${GOALS.seconds} s: ${isFastEnough ? 'PASS' : 'FAIL'}; ≤ ${GOALS.perRowRatio} × per row: ${isLinear ? 'PASS' : 'FAIL'}`,
        ],
      ],
    );
  } finally {
    for (const step of cleanup.reverse()) await step().catch((error) => console.error(error));
  }
  process.exitCode = isFailed ? 1 : 0;
}

await main();
