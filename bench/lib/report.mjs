import os from 'node:os';

/** Prints a Markdown table with padded columns, so it reads in a terminal and pastes into docs. */
export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells.slice(1)) console.log(line(row));
  console.log();
}

/** When and where the figures were measured: they mean little without it. */
export function machineSummary() {
  const cpus = os.cpus();
  return `${new Date().toISOString()} · ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}) · Node ${process.version} · load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
