import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it.
 * A lock file holding the owner's pid keeps a second server out; a lock left behind by a
 * process that died (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR, from the environment
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- inside DATA_DIR, from the environment
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is already in use by another MotoForge server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
