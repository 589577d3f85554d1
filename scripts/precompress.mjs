// Writes brotli (.br) and gzip (.gz) copies beside every text file of the web build, once at build
// time, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on every request or not at all.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);
// Below this a compressed copy saves less than a round of headers costs; not worth a file.
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url)));

// The server-rendering bundle (dist/server) is run by the API server, never downloaded.
const SKIPPED_DIRS = new Set([path.join(dist, 'server')]);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entryPath)) yield* filesUnder(entryPath);
    } else if (entry.isFile()) yield entryPath;
  }
}

async function precompress(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the original.
  const written = [];
  if (br.length < source.length) written.push(writeFile(`${file}.br`, br));
  if (gz.length < source.length) written.push(writeFile(`${file}.gz`, gz));
  await Promise.all(written);
  return { bytes: source.length, br: Math.min(br.length, source.length), gz: Math.min(gz.length, source.length) };
}

const jobs = [];
for await (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  jobs.push(precompress(file));
}
const results = await Promise.all(jobs);
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `precompressed ${results.length} files in ${path.relative(process.cwd(), dist) || '.'}: ` +
    `${kB(total('bytes'))} → ${kB(total('br'))} brotli, ${kB(total('gz'))} gzip`,
);
