import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.js';

/**
 * AUTH_SECRET signs session cookies. Production must set it (env.ts enforces that); the embedded
 * default makes one on first start and keeps it under DATA_DIR, so sessions survive restarts.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const secretPath = path.join(env.DATA_DIR, 'auth-secret');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR, from the environment
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR, from the environment
    fs.writeFileSync(secretPath, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR, from the environment
  return fs.readFileSync(secretPath, 'utf8').trim();
}
