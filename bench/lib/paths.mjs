import { fileURLToPath } from 'node:url';

/** The repository root and the built outputs the benchmarks drive. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));
export const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
export const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
