export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Exposition = { samples: Sample[]; types: Map<string, string> };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (value: string) => value.replace(/\\(.)/g, (_match, char: string) => (char === 'n' ? '\n' : char));

/**
 * Reads Prometheus's text format (version 0.0.4) as a scraper does: every sample with its labels
 * and value, and each metric's TYPE. A line it cannot read fails the test.
 */
export function parsePrometheusText(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice('# TYPE '.length).split(' ');
      types.set(name!, type!);
      continue;
    }
    // name{labels} value: a label's value may hold spaces, the value none (prom-client sends no timestamps).
    const space = line.lastIndexOf(' ');
    const series = line.slice(0, space);
    const brace = series.indexOf('{');
    const name = brace === -1 ? series : series.slice(0, brace);
    const labelText = brace === -1 ? '' : series.slice(brace + 1, -1);
    const value = line.slice(space + 1);
    if (!METRIC_NAME.test(name) || (brace !== -1 && !series.endsWith('}')) || value === '' || space === -1) {
      throw new Error(`Not a Prometheus sample: ${line}`);
    }
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, raw]) => [key!, unescape(raw!)]));
    samples.push({ name, labels, value: Number(value) });
  }
  return { samples, types };
}

/** The samples of `name` whose labels include `labels`. */
export const samplesOf = (exposition: Exposition, name: string, labels: Record<string, string> = {}) =>
  exposition.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The value of the one sample of `name` whose labels include `labels`, or undefined when there is none. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(exposition, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
